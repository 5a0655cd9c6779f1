/// A set of a binary property list (a `0xC_` object), which XML and OpenStep property lists cannot
/// hold; read so that such a file reads as CoreFoundation reads it, and refused by the writers, as
/// CoreFoundation refuses it.
public struct PropertyListSet {
    /// The members, in the order the file lists them (duplicates kept).
    public var members: [Any]

    /// A set of `members`.
    public init(_ members: [Any]) {
        self.members = members
    }
}
