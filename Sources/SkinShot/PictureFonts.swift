import SkinRaster
import Synchronization

/// The fonts of a run's pictures (PNG shots, recordings) at one scale, found and opened on the
/// first picture only — a run of text shots never starts fontconfig — and then shared by every
/// script of the run. A missing font is remembered and reported for each picture asked for.
public final class PictureFonts: Sendable {
    /// The scales `--scale` accepts.
    public static let scales = 1...2
    public let scale: Int
    /// Not a `Result`: its type, made when a run without pictures frees this, would check
    /// `PictureError: Error` (a scan of every protocol conformance of the binary).
    private let loaded = Mutex<Loaded?>(nil)
    private enum Loaded {
        case fonts(CellFonts)
        case failed(PictureError)
    }

    public init(scale: Int = 1) {
        self.scale = min(Self.scales.upperBound, max(Self.scales.lowerBound, scale))
    }

    /// The fonts, opened on the first call.
    public func fonts() throws(PictureError) -> CellFonts {
        let result = loaded.withLock { loaded in
            if let loaded { return loaded }
            let result: Loaded
            do throws(PictureError) { result = .fonts(try CellFonts(scale: scale)) } catch { result = .failed(error) }
            loaded = result
            return result
        }
        switch result {
        case .fonts(let fonts): return fonts
        case .failed(let error): throw error
        }
    }
}
