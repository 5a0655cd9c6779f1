import SkinKit
import SkinUI

/// A page of `count` labels in a scroll view, each with a `refreshSkin` reading two keys, scrolled
/// to the middle: the times of a skin switch + render and of a trait switch + render at 120×40.
enum SubscribedRowsBenchmark {
    static func run(library: SkinLibrary, count: Int, runs: Int) -> (skin: [Double], trait: [Double]) {
        let store = SkinStore(catalog: library.catalog, traits: TraitCollection(userInterfaceStyle: .light))
        let window = Window(store: store)
        let scroll = ScrollView()
        var labels: [Label] = []
        labels.reserveCapacity(count)
        for index in 0..<count {
            let label = Label("row \(index)")
            label.height = .fixed(1)
            label.refreshSkin = { view in
                (view as? Label)?.textColor = .fixed(store.resolvedColor("text"), key: "text")
                view.backgroundColor = .fixed(store.resolvedColor(index % 2 == 0 ? "surface" : "background"), key: "surface")
            }
            labels.append(label)
        }
        scroll.addSubviews(labels)
        window.addSubview(scroll)
        scroll.contentOffset = count / 2
        let size = Size(width: 120, height: 40)
        _ = window.render(size: size)
        var skinTimes: [Double] = []
        var traitTimes: [Double] = []
        for _ in 0..<runs {
            skinTimes.append(
                milliseconds {
                    store.selectSkin(offset: 1)
                    _ = window.render(size: size)
                })
            traitTimes.append(
                milliseconds {
                    var traits = store.traits
                    traits.userInterfaceStyle = traits.effectiveStyle.toggled
                    store.setTraits(traits)
                    _ = window.render(size: size)
                })
        }
        withExtendedLifetime(labels) {}
        return (skinTimes, traitTimes)
    }
}
