/// One benchmark figure beside the floor measured in the same run, printed as a row of the
/// README's speed table (`Scripts/readme-speed-table.py` collects the rows). Foundation-free;
/// `termskin-bench` prints the rows, `termskin-pty`'s figures among them (read from its `--json`).
public struct FloorComparison: Sendable, Equatable {
    /// What the goal bounds: the ratio to the floor, or the figure itself.
    public enum Goal: Sendable, Equatable {
        case ratio(Double)
        case atMost(Double)
    }

    public let figure: String
    public let value: Double
    public let unit: String
    /// What the floor is (a static hello, the same bytes through a pty, …); nil when the goal is absolute only.
    public let floorName: String?
    public let floor: Double?
    public let goal: Goal

    public init(figure: String, value: Double, unit: String, floorName: String?, floor: Double?, goal: Goal) {
        self.figure = figure
        self.value = value
        self.unit = unit
        self.floorName = floorName
        self.floor = floor
        self.goal = goal
    }

    /// The figure over its floor, when there is one.
    public var ratio: Double? {
        guard let floor, floor > 0 else { return nil }
        return value / floor
    }

    /// Whether the figure meets its goal.
    public var met: Bool {
        switch goal {
        case .ratio(let bound): return (ratio ?? .infinity) <= bound
        case .atMost(let bound): return value <= bound
        }
    }

    /// The header of the table whose rows `row` prints.
    public static let header = "| figure | TermSkin | floor (same run) | ratio | goal | met |\n| --- | --- | --- | --- | --- | --- |"

    /// The markdown row: `| figure | value unit | floor | ratio× | goal | yes/no |`.
    public var row: String {
        let floorText = floorName.map { name in floor.map { "\(name), \(Self.decimal($0)) \(unit)" } ?? name } ?? "—"
        let ratioText = ratio.map { "\(Self.decimal($0, digits: 1))×" } ?? "—"
        let goalText: String
        switch goal {
        case .ratio(let bound): goalText = "≤ \(Self.decimal(bound, digits: 1))×"
        case .atMost(let bound): goalText = "≤ \(Self.decimal(bound)) \(unit)"
        }
        return "| \(figure) | \(Self.decimal(value)) \(unit) | \(floorText) | \(ratioText) | \(goalText) | \(met ? "yes" : "no") |"
    }

    /// `value` with `digits` decimals (two below 10, one below 100, none above unless given).
    public static func decimal(_ value: Double, digits: Int? = nil) -> String {
        guard value.isFinite else { return "—" }
        let places = digits ?? (abs(value) < 10 ? 2 : abs(value) < 100 ? 1 : 0)
        var scale = 1.0
        for _ in 0..<places { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        let whole = Int(scaled / scale)
        let fraction = Int(scaled - Double(whole) * scale)
        let sign = value < 0 && scaled > 0 ? "-" : ""
        guard places > 0 else { return "\(sign)\(whole)" }
        let digitsText = String(fraction)
        return "\(sign)\(whole).\(String(repeating: "0", count: places - digitsText.count))\(digitsText)"
    }
}
