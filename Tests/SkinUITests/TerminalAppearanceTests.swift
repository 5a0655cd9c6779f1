import SkinKit
import Testing

@testable import SkinUI

/// Issue 22: the style follows the terminal's light/dark (`auto`) until `d` chooses one; a report
/// repaints the Dynamic panel, not the Static one, and `traitCollectionDidChange` fires once.
struct TerminalAppearanceTests {
    final class Probe: View {
        var changes = 0
        override func traitCollectionDidChange(_ previous: TraitCollection?) { changes += 1 }
    }

    static let size = Size(width: 100, height: 30)

    @Test func aReportSwitchesAutoLiveTheDynamicPanelRepaintsTheStaticDoesNot() throws {
        let session = PreviewSession(store: try Fixtures.store(style: .unspecified))
        let probe = Probe()
        session.window.addSubview(probe)
        let before = session.render(size: Self.size)
        session.terminalReported(.dark)
        let after = session.render(size: Self.size)
        #expect(session.store.traits.effectiveStyle == .dark)
        #expect(probe.changes == 1, "traitCollectionDidChange fires once")
        #expect(Fixtures.differences(of: session.page.dynamicPanel, before, after) > 0, "the Dynamic panel repaints")
        #expect(Fixtures.differences(of: session.page.staticPanel, before, after) == 0, "the Static panel keeps what it read")
        #expect(after.text(ofRow: Self.size.height - 2).contains("dark · from terminal"))
        session.terminalReported(.dark)
        #expect(probe.changes == 1, "the same report again changes nothing")
    }

    @Test func dChoosesAStyleThatReportsDoNotMoveUntilAutoIsChosenAgain() throws {
        let session = PreviewSession(store: try Fixtures.store(style: .unspecified))
        session.terminalReported(.dark)
        session.handle(.character("d"))
        #expect(session.store.traits.effectiveStyle == .light, "d shows the style the terminal does not")
        #expect(TraitSetting.style.value(in: session.store.traits) == "light")
        #expect(session.render(size: Self.size).text(ofRow: Self.size.height - 2).contains("light · chosen"))
        session.terminalReported(.light)
        session.terminalReported(.dark)
        #expect(session.store.traits.effectiveStyle == .light, "a chosen style stays")
        session.handle(.character("d"))
        #expect(session.store.traits.effectiveStyle == .dark)
        #expect(TraitSetting.style.value(in: session.store.traits) == TraitSetting.autoValue, "the other style is the terminal's: auto")
        session.terminalReported(.light)
        #expect(session.store.traits.effectiveStyle == .light, "auto follows again")
    }

    @Test func withoutAReportAutoIsLightAndTheStatusSaysOnlyTheStyle() throws {
        let session = PreviewSession(store: try Fixtures.store(style: .unspecified))
        #expect(session.store.traits.effectiveStyle == .light)
        let status = session.render(size: Self.size).text(ofRow: Self.size.height - 2)
        #expect(status.contains("light") && !status.contains("from terminal") && !status.contains("chosen"))
        session.handle(.character("d"))
        #expect(session.store.traits.effectiveStyle == .dark, "d still toggles where the terminal said nothing")
    }
}
