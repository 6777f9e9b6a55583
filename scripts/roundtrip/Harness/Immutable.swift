import RoundTripSupport
import Transforms

// The reading side for models generated with `--style immutable`: throwing initializers.

extension Model: RoundTripWritable {
    public var writtenJSON: String? { toJSONString() }
}

/// The document's model, or its array of models when the document is an array.
func readModel(from text: String) throws -> (any RoundTripWritable)? {
    if RoundTrip.isArray(text) {
        // The throwing initializer, named by its result type (the failable one would do too).
        let models: [Model] = try [Model](JSONString: text)
        return models
    }
    let model: Model = try Model(JSONString: text)
    return model
}
