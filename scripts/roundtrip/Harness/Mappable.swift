import RoundTripSupport
import Transforms

// The reading side for models generated with `--style mappable`: failable initializers.

extension Model: RoundTripWritable {
    public var writtenJSON: String? { toJSONString() }
}

/// The document's model, or its array of models when the document is an array.
func readModel(from text: String) throws -> (any RoundTripWritable)? {
    if RoundTrip.isArray(text) {
        return [Model](JSONString: text)
    }
    return Model(JSONString: text)
}
