/// A reason the driver could not measure, printed on stderr (exit status 2).
struct DriverError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
