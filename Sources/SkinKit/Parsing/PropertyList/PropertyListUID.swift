/// A keyed archive's object reference (`CF$UID`, a binary property list's `0x8_` object): the
/// index of an object in the archive's `$objects`, as `NSKeyedArchiver` writes it.
public struct PropertyListUID: Sendable, Hashable {
    /// The index it refers to.
    public var value: UInt32

    /// The reference to object `value`.
    public init(_ value: UInt32) {
        self.value = value
    }
}
