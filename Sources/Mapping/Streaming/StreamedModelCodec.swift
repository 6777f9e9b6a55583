/// ``ModelCodec`` as the streaming engine uses it: each element is decoded through the model's
/// own ``MapValue/_mapDecode(_:_:)``, whose witness is compiled in the model's module,
/// specialized for the model.
///
/// The streaming doors are not inlinable, so the engine (``Mapper/streamEngine(_:keyPath:options:delivery:)``)
/// runs generic over the model: ``ModelCodec``'s code called from there looked up type metadata
/// and copied models through value witnesses on every element (about a tenth of the time of
/// streaming an array of flat users). Going through the witness, the mapping of each element
/// runs the code an in-memory door runs. What an element gives is unchanged: the witness is
/// ``ModelCodec``'s `decode` itself, and a `null` element is reported here as ``ModelCodec``
/// reports it.
struct StreamedModelCodec<Value: BaseMappable>: ValueCodec {
    private let model = ModelCodec<Value>()

    var expected: String { model.expected }

    var expectedShape: String { model.expectedShape }

    var updatesInPlace: Bool { model.updatesInPlace }

    func decode(_ json: JSONElement, existing: Value?, _ coding: inout MapCoding) -> Value? {
        guard existing == nil else { return model.decode(json, existing: existing, &coding) }
        return Value._mapDecode(json, &coding)
    }

    func encode(_ value: Value, _ coding: inout MapCoding) -> JSONValue? {
        model.encode(value, &coding)
    }
}
