/// The direction a ``Map`` maps in.
public enum MappingType: Sendable, Hashable {
    /// Reading JSON into properties.
    case fromJSON
    /// Writing properties into JSON.
    case toJSON
}
