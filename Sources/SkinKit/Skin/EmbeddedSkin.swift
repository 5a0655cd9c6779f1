import FoundationEssentials

/// The `default` skin compiled into the binary (light and dark, with high-contrast variants), so the
/// tool runs with no files at all. Written in the same JSON format as `Skins/`, and read by the same loader.
public enum EmbeddedSkin {
    public static let json = #"""
        {
          "default": {
            "Define": {
              "blue": "#007AFF", "blueDark": "#0A84FF",
              "ink": "#1C1C1E", "paper": "#FFFFFF", "night": "#000000"
            },
            "Color": {
              "background":        { "light": "#F2F2F7", "dark": "#000000", "lightHighContrast": "#FFFFFF", "darkHighContrast": "#000000" },
              "surface":           { "light": "#FFFFFF", "dark": "#1C1C1E", "lightHighContrast": "#FFFFFF", "darkHighContrast": "#000000" },
              "text":              { "light": "d(ink)", "dark": "#F2F2F7", "lightHighContrast": "#000000", "darkHighContrast": "#FFFFFF" },
              "secondaryText":     { "light": "#6C6C70", "dark": "#AEAEB2", "lightHighContrast": "#3A3A3C", "darkHighContrast": "#D1D1D6" },
              "accent":            { "light": "d(blue)", "dark": "d(blueDark)", "lightHighContrast": "#0040DD", "darkHighContrast": "#409CFF" },
              "border":            { "light": "#C6C6C8", "dark": "#38383A", "lightHighContrast": "#000000", "darkHighContrast": "#FFFFFF" },
              "separator":         { "light": "c(60,60,67,0.29)", "dark": "c(84,84,88,0.6)" },
              "navBar.background": { "light": "#F9F9F9", "dark": "#1D1D1D", "lightHighContrast": "#FFFFFF", "darkHighContrast": "#000000" },
              "navBar.title":      { "light": "d(ink)", "dark": "#FFFFFF", "lightHighContrast": "#000000", "darkHighContrast": "#FFFFFF" },
              "navBar.item":       { "light": "d(blue)", "dark": "d(blueDark)", "lightHighContrast": "#0040DD", "darkHighContrast": "#409CFF" },
              "tabBar.background": { "light": "#F9F9F9", "dark": "#161618" },
              "tabBar.item":       { "light": "#8E8E93", "dark": "#8E8E93", "lightHighContrast": "#3A3A3C", "darkHighContrast": "#D1D1D6" },
              "tabBar.selected":   { "light": "d(blue)", "dark": "d(blueDark)", "lightHighContrast": "#0040DD", "darkHighContrast": "#409CFF" },
              "button.background": { "light": "#0066CC", "dark": "#0071E3", "lightHighContrast": "#0040DD", "darkHighContrast": "#409CFF" },
              "button.title":      { "light": "#FFFFFF", "dark": "#FFFFFF", "lightHighContrast": "#FFFFFF", "darkHighContrast": "#000000" },
              "button.highlighted":{ "light": "#0051A8", "dark": "#5EA8FF" },
              "button.disabled":   { "light": "#E5E5EA", "dark": "#2C2C2E" },
              "button.disabledTitle": { "light": "#AEAEB2", "dark": "#636366" },
              "button.focused":    { "light": "#FF9500", "dark": "#FF9F0A" },
              "switch.on":         { "light": "#34C759", "dark": "#30D158", "lightHighContrast": "#248A3D", "darkHighContrast": "#30DB5B" },
              "switch.off":        { "light": "#E9E9EB", "dark": "#39393D" },
              "switch.thumb":      { "light": "#FFFFFF", "dark": "#FFFFFF" },
              "slider.track":      { "light": "#D1D1D6", "dark": "#3A3A3C" },
              "slider.fill":       { "light": "d(blue)", "dark": "d(blueDark)" },
              "slider.thumb":      { "light": "#8E8E93", "dark": "#E5E5EA" },
              "progress.track":    { "light": "#E5E5EA", "dark": "#3A3A3C" },
              "progress.fill":     { "light": "d(blue)", "dark": "d(blueDark)" },
              "segment.background":{ "light": "#E3E3E8", "dark": "#2C2C2E" },
              "segment.selected":  { "light": "#FFFFFF", "dark": "#636366" },
              "segment.text":      { "light": "d(ink)", "dark": "#F2F2F7" },
              "field.background":  { "light": "#FFFFFF", "dark": "#2C2C2E" },
              "field.text":        { "light": "d(ink)", "dark": "#F2F2F7" },
              "field.placeholder": { "light": "#A1A1A6", "dark": "#8E8E93" },
              "highlight":         { "light": "c(0,122,255,0.15)", "dark": "c(10,132,255,0.3)" },
              "status.background": { "light": "#E5E5EA", "dark": "#2C2C2E" },
              "status.text":       { "light": "#3A3A3C", "dark": "#D1D1D6" },
              "error":             { "light": "#D70015", "dark": "#FF453A" },
              "badge.text":        { "light": "#FFFFFF", "dark": "#FFFFFF" }
            },
            "Font": {
              "largeTitle": { "Name": "SFProDisplay-Bold", "Size": 34 },
              "title":      { "Name": "SFProText-Semibold", "Size": 17 },
              "body":       { "Name": "SFProText-Regular", "Size": 14 },
              "caption":    { "Name": "SFProText-Light", "Size": 12 },
              "button":     { "Name": "SFProText-Semibold", "Size": 15 },
              "tab":        { "Name": "SFProText-Regular", "Size": 10 },
              "link":       { "Name": "SFProText-Regular", "Size": 14, "Underline": true },
              "placeholder":{ "Name": "SFProText-Italic", "Size": 14 }
            },
            "Image": {
              "nav.back": "‹",
              "nav.more": "⋯",
              "tab.home": "⌂",
              "tab.search": "⌕",
              "tab.settings": "⚙",
              "tab.screen": "☰",
              "logo": { "light": ["╭─╮", "│☀│", "╰─╯"], "dark": ["╭─╮", "│☾│", "╰─╯"] }
            }
          }
        }
        """#

    /// The embedded catalog: the default skin and stock iOS (`IOSStockSkin`). The default's JSON is
    /// part of the build and tested, so a failure here is a bug in this file, reported as an error
    /// skin rather than a crash.
    public static func catalog(loader: SkinLoader = SkinLoader()) -> (catalog: SkinCatalog, errors: [SkinError]) {
        // Every loader with the standard parsers and limits reads the embedded JSON alike (it has
        // no URL images for an image cache to give): it is parsed once per process.
        if loader.parsers.isStandard && loader.limits == .standard { return standardCatalog }
        return parse(loader: loader)
    }

    /// The embedded catalog as a standard loader reads it, parsed on first use.
    private static let standardCatalog = parse(loader: SkinLoader())

    private static func parse(loader: SkinLoader) -> (catalog: SkinCatalog, errors: [SkinError]) {
        // From an Array: `Data(String.UTF8View)` makes a dynamic cast that scans every conformance.
        let result = loader.load(data: Data(Array(json.utf8)), file: "<embedded default>", source: .embedded)
        let skin = result.skins.first { $0.name == Skin.defaultName } ?? Skin(name: Skin.defaultName, source: .embedded)
        var catalog = SkinCatalog(defaultSkin: skin)
        catalog.addReference(IOSStockSkin.skin)
        return (catalog, result.errors)
    }
}
