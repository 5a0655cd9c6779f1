import Lint
import SkinKit

/// Lint's contrast score for the picker, its drawn pairs worked out on first use (a previewer that
/// never sorts by contrast never pays for them).
final class ContrastScoring {
    private var scorer: ContrastScore?

    func score(of name: String, in catalog: SkinCatalog) -> Double? {
        let scorer = self.scorer ?? ContrastScore()
        self.scorer = scorer
        return scorer.score(of: name, in: catalog)
    }
}
