/// Alacritty TOML themes: `[colors.primary]` background/foreground, `[colors.normal]` and
/// `[colors.bright]` black…white, optional `[colors.cursor] cursor` and `[colors.selection] background`.
enum AlacrittyReader {
    /// True when the text has a `[colors…]` table or `colors.` keys.
    static func matches(_ text: String) -> Bool {
        text.range(of: #"(?m)^\s*\[\s*colors(\.|\s*\])"#, options: .regularExpression) != nil
            || text.range(of: #"(?m)^\s*colors\.(primary|normal|bright)"#, options: .regularExpression) != nil
    }

    static func read(_ text: String) throws(SkinError) -> TerminalScheme {
        let root = try TOMLSubsetReader.parse(text)
        guard let colors = root["colors"] as? [String: Any] else {
            throw SkinError(keyPath: ["colors"], message: "an Alacritty theme needs a [colors] table")
        }
        func table(_ name: String) -> [String: String] {
            ((colors[name] as? [String: Any]) ?? [:]).compactMapValues { $0 as? String }
        }
        do throws(SkinError) {
            let primary = table("primary")
            let normal = table("normal")
            let bright = table("bright")
            var ansi: [RGBColor] = []
            for key in TerminalScheme.ansiNames {
                do throws(SkinError) { ansi.append(try SchemeColorText.required(key, in: normal)) } catch { throw error.placed(file: nil, under: ["normal"]) }
            }
            for key in TerminalScheme.ansiNames {
                do throws(SkinError) { ansi.append(try SchemeColorText.required(key, in: bright)) } catch { throw error.placed(file: nil, under: ["bright"]) }
            }
            let background: RGBColor
            let foreground: RGBColor
            do throws(SkinError) {
                background = try SchemeColorText.required("background", in: primary)
                foreground = try SchemeColorText.required("foreground", in: primary)
            } catch { throw error.placed(file: nil, under: ["primary"]) }
            // "CellForeground"/"CellBackground" are Alacritty keywords, not colors: left to the fallback.
            let cursor = table("cursor")["cursor"].flatMap(SchemeColorText.parse)
            let selection = table("selection")["background"].flatMap(SchemeColorText.parse)
            return TerminalScheme(
                name: nil, background: background, foreground: foreground,
                cursor: cursor, selection: selection, ansi: ansi)
        } catch {
            throw error.placed(file: nil, under: ["colors"])
        }
    }
}
