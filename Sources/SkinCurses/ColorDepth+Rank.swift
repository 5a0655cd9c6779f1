import SkinKit

extension ColorDepth {
    /// How many colors the depth shows, for comparing depths: truecolor is the deepest, none the shallowest.
    var rank: Int {
        switch self {
        case .truecolor: return 4
        case .palette256: return 3
        case .palette16: return 2
        case .palette8: return 1
        case .none: return 0
        }
    }

    /// The shallower of two depths.
    func limited(to other: ColorDepth) -> ColorDepth { rank <= other.rank ? self : other }
}
