// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "TermSkin",
    products: [
        .library(name: "SkinKit", targets: ["SkinKit"]),
        .library(name: "SkinUI", targets: ["SkinUI"]),
        .library(name: "SkinShot", targets: ["SkinShot"]),
        .executable(name: "termskin", targets: ["termskin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", from: "0.9.19"),
    ],
    targets: [
        .target(name: "SkinKit", dependencies: [.product(name: "ZIPFoundation", package: "ZIPFoundation")]),
        .target(name: "SkinUI", dependencies: ["SkinKit"]),
        .target(name: "SkinShot", dependencies: ["SkinKit", "SkinUI"]),
        .systemLibrary(name: "CNcurses"),
        .target(name: "SkinCurses", dependencies: ["SkinKit", "SkinUI", "CNcurses"]),
        .executableTarget(
            name: "termskin",
            dependencies: [
                "SkinKit", "SkinUI", "SkinShot", "SkinCurses",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "termskin-bench", dependencies: ["SkinKit", "SkinUI", "SkinShot", "SkinCurses"]),
        .testTarget(name: "SkinKitTests", dependencies: ["SkinKit", .product(name: "ZIPFoundation", package: "ZIPFoundation")],
                    exclude: ["Corpus"]),
        .testTarget(name: "SkinUITests", dependencies: ["SkinKit", "SkinUI"]),
        .testTarget(name: "SkinShotTests", dependencies: ["SkinKit", "SkinUI", "SkinShot"], exclude: ["Corpus"]),
        .testTarget(name: "SkinCursesTests", dependencies: ["SkinKit", "SkinUI", "SkinCurses"]),
        // Depends on the executable so that `swift test` builds the binary it drives in tmux.
        .testTarget(name: "EndToEndTests", dependencies: ["SkinKit", "SkinUI", "SkinShot", "termskin"]),
    ]
)
