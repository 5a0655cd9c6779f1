import SkinKit
import SkinUI
let library = SkinLibrary.load(paths: [])
let store = SkinStore(catalog: library.catalog, traits: TraitCollection(userInterfaceStyle: .light))
let session = PreviewSession(store: store)
print(session.render(size: Size(width: 100, height: 30)).text)
session.handle(.character("d"))
session.handle(.character("i"))
print(session.render(size: Size(width: 80, height: 24)).text)
print(session.render(size: Size(width: 40, height: 10)).text)
