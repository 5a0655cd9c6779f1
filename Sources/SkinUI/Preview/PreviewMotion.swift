/// When the previewer's spinner turns: for a short while after something happened (a key, a
/// resize, a reload), like an activity indicator around real work, then it stands still, so an
/// idle previewer draws nothing and uses no CPU. `TERMSKIN_REDUCE_MOTION=1` keeps it still, as
/// iOS's Reduce Motion setting does for motion effects.
public struct PreviewMotion: Sendable {
    /// The environment variable that turns the animation off.
    public static let environmentKey = "TERMSKIN_REDUCE_MOTION"
    /// Milliseconds between spinner steps.
    public static let stepMilliseconds: Int32 = 120
    /// How long the spinner turns after the last event, in seconds.
    public static let burstSeconds = 1.2

    public let isReduced: Bool
    private var burstEnd = 0.0

    public init(environment: [String: String]) {
        let value = environment[Self.environmentKey] ?? ""
        isReduced = !value.isEmpty && value != "0"
    }

    /// Something happened at `now` (seconds on a monotonic clock): turn for a while.
    public mutating func noteActivity(at now: Double) {
        burstEnd = now + Self.burstSeconds
    }

    /// True while the spinner should turn at `now`.
    public func isTurning(at now: Double) -> Bool { !isReduced && now < burstEnd }
}
