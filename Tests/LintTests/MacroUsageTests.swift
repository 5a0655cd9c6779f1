import Testing

@testable import Lint

struct MacroUsageTests {
    @Test func findsEachWrittenMacroName() {
        let usage = MacroUsage(texts: [
            #"{"a": "d(brand)", "b": "D( spaced  )", "c": {"light": "d(x)d(y)"}}"#,
            "<string>d(plist)</string> d(f(nested)) d(quo\"te) d(open",
        ])
        for name in ["brand", "spaced", "x", "y", "plist"] { #expect(usage.isUsed(name), "\(name)") }
        for name in ["f", "nested", "f(nested", "quo", "open", "d", ""] { #expect(!usage.isUsed(name), "\(name)") }
    }
}
