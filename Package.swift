// swift-tools-version:6.1
import PackageDescription

// The targets follow the layers of DESIGN.md §2. Inner targets never depend on
// outer ones; CI builds with `--explicit-target-dependency-import-check error`
// so an undeclared import is a compile error, not a convention.
let package = Package(
    name: "movies",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "movies", targets: ["movies"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/apple/swift-log", from: "1.6.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // C libraries from the system, installed by the Makefile.
        // libcurl's headers only (libcurl4-openssl-dev): the library is opened at
        // run time, so it is not linked, and pkg-config would add -lcurl.
        .systemLibrary(name: "CCurl"),
        .systemLibrary(
            name: "CSQLite",
            pkgConfig: "sqlite3",
            providers: [.apt(["libsqlite3-dev"])]
        ),
        // zlib inflates Letterboxd's export .zip and deflates pictures for the
        // terminal graphics protocols; linked (it depends on libc alone).
        .systemLibrary(
            name: "CZlib",
            pkgConfig: "zlib",
            providers: [.apt(["zlib1g-dev"])]
        ),
        // Linked, not loaded lazily: libturbojpeg depends on libc alone and
        // loads in about 0.15 ms (libcurl's tree takes about 10 ms).
        .systemLibrary(
            name: "CTurboJPEG",
            pkgConfig: "libturbojpeg",
            providers: [.apt(["libturbojpeg0-dev"])]
        ),

        // glibc's malloc tuning (<malloc.h>), which the Glibc module leaves out.
        .systemLibrary(name: "CMalloc"),
        // A one-shot run's Swift concurrency jobs on the main thread, so that a
        // cache hit starts no thread (README "Performance"); C, for the
        // runtime's hook and libdispatch's main-queue drain.
        .target(name: "CMainThreadJobs"),

        // Inner layers.
        .target(name: "MoviesDomain"),
        .target(name: "MoviesPresentation", dependencies: ["MoviesDomain"]),
        .target(name: "TextUI", dependencies: ["CZlib"]),
        .target(name: "MoviesUI", dependencies: ["TextUI", "MoviesPresentation"]),

        // Outer layers: I/O.
        .target(
            name: "Networking",
            dependencies: ["CCurl", .product(name: "Logging", package: "swift-log")]
        ),
        .target(name: "Storage", dependencies: ["CSQLite"]),
        .target(name: "ImageDecoding", dependencies: ["CTurboJPEG"]),
        .target(
            name: "MoviesCatalogueResources",
            path: "Resources",
            // catalogue.json reaches the binary as a generated string literal:
            // `.embedInCode` took about a minute of CPU and 1 GB to compile.
            exclude: ["catalogue.json", "movies.1", "CATALOGUE-SOURCES.md"],
            sources: ["MoviesCatalogueResources.swift"],
            plugins: ["CatalogueEmbedderPlugin"]
        ),
        .target(
            name: "MoviesData",
            dependencies: ["MoviesDomain", "Networking", "Storage", "ImageDecoding", "MoviesCatalogueResources", "CZlib"]
        ),

        // Build tooling: embeds Resources/catalogue.json as Swift source.
        .executableTarget(name: "CatalogueEmbedder"),
        .plugin(
            name: "CatalogueEmbedderPlugin",
            capability: .buildTool(),
            dependencies: ["CatalogueEmbedder"],
            path: "Sources/CatalogueEmbedderPlugin"
        ),

        // Composition root and the thin executable.
        .target(
            name: "MoviesApp",
            dependencies: [
                "MoviesDomain", "MoviesPresentation", "TextUI", "MoviesUI",
                "Networking", "Storage", "MoviesData", "CMainThreadJobs",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
                .product(name: "Logging", package: "swift-log"),
            ]
        ),
        .executableTarget(name: "movies", dependencies: ["MoviesApp", "CMalloc", "CMainThreadJobs"]),

        // Test support: a TMDB-compatible HTTP server on 127.0.0.1.
        .target(
            name: "TMDBStubServer",
            dependencies: ["MoviesData"],
            path: "Tests/TMDBStubServer"
        ),
        // Test support: an in-memory terminal and a small VT emulator that reads
        // back what the renderer wrote; kept out of the shipped TextUI.
        .target(name: "TextUITesting", dependencies: ["TextUI"], path: "Tests/TextUITesting"),
        // Test support: JPEG files made on the spot with libturbojpeg's encoder.
        .target(name: "JPEGTestSupport", dependencies: ["CTurboJPEG"], path: "Tests/JPEGTestSupport"),

        // Benchmarks (`make bench`): sources under Benchmarks/, targets of this
        // package so that `package` access reaches the real DTOs and view
        // models, and every build compiles them. Not part of the product.
        .executableTarget(
            name: "MoviesBenchmarks",
            dependencies: ["MoviesDomain", "MoviesPresentation", "TextUI", "TextUITesting", "MoviesUI", "Storage", "MoviesData", "Networking"],
            path: "Benchmarks/Sources/MoviesBenchmarks"
        ),
        .executableTarget(
            name: "MoviesBenchStub",
            dependencies: ["TMDBStubServer"],
            path: "Benchmarks/Sources/MoviesBenchStub"
        ),
        // `make poster-quality`: movies' character-cell posters against chafa 1.12
        // on a set of generated pictures (issue #16); needs chafa installed.
        .executableTarget(
            name: "PosterQuality",
            dependencies: ["TextUI", "ImageDecoding", "CZlib"],
            path: "Benchmarks/Sources/PosterQuality"
        ),

        // Reads every shipped target's imports: the layer rule as a test.
        .testTarget(name: "ArchitectureTests"),
        .testTarget(name: "MoviesDomainTests", dependencies: ["MoviesDomain", "TestSupport"]),
        // Test doubles and fixtures the presentation and UI tests share.
        .target(name: "MoviesTestSupport", dependencies: ["MoviesDomain", "MoviesPresentation"], path: "Tests/MoviesTestSupport"),
        .testTarget(name: "MoviesPresentationTests", dependencies: ["MoviesPresentation", "MoviesDomain", "MoviesTestSupport", "TestSupport"]),
        .testTarget(
            name: "TextUITests",
            dependencies: ["TextUI", "TextUITesting", "CZlib", "PropertyTestSupport", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "MoviesUITests",
            dependencies: [
                "MoviesUI", "TextUI", "TextUITesting", "MoviesPresentation", "MoviesDomain", "MoviesTestSupport", "TestSupport",
                "PropertyTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ],
            exclude: ["Snapshots"]
        ),
        .testTarget(
            name: "NetworkingTests",
            dependencies: ["Networking", "TMDBStubServer", "TestSupport", .product(name: "Logging", package: "swift-log")]
        ),
        // Helpers several test targets share: threads, file stamps, the sqlite3 shell.
        .target(name: "TestSupport", dependencies: ["CZlib"], path: "Tests/TestSupport"),
        // Replaying a property test's failing seed from the environment.
        .target(
            name: "PropertyTestSupport",
            dependencies: [.product(name: "PropertyBased", package: "swift-property-based")],
            path: "Tests/PropertyTestSupport"
        ),
        .testTarget(name: "StorageTests", dependencies: ["Storage", "TestSupport"]),
        .testTarget(name: "ImageDecodingTests", dependencies: ["ImageDecoding", "JPEGTestSupport", "TestSupport"]),
        .testTarget(
            name: "MoviesDataTests",
            dependencies: [
                "MoviesData", "MoviesDomain", "Networking", "Storage", "TMDBStubServer", "JPEGTestSupport", "TestSupport",
                "PropertyTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
        // The pure parts of the poster measuring tool (metric, ANSI parser, glyph shapes).
        .testTarget(name: "PosterQualityTests", dependencies: ["PosterQuality"]),
        .testTarget(
            name: "MoviesAppTests",
            dependencies: [
                "MoviesApp", "movies", "TMDBStubServer", "TextUITesting", "CZlib",
                "MoviesData", "MoviesDomain", "MoviesPresentation", "MoviesUI", "TextUI", "JPEGTestSupport", "TestSupport", "MoviesTestSupport",
                "PropertyTestSupport", .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ]
)

// One place for the settings every Swift target shares. Plugins take no
// settings (SwiftPM rejects them) and already compile in Swift 6 mode, the
// tools version's default.
// Imports are internal unless marked `public import`, so a target's API shows
// which modules it exposes — except in these, whose public API is built from
// C types (Glibc's descriptors, libcurl) or other modules' types throughout,
// where every import would need `public` anyway.
let targetsWithPublicImports: Set<String> = ["TextUI", "TestSupport", "Storage", "Networking", "JPEGTestSupport", "ImageDecoding", "MoviesData", "TMDBStubServer"]

for target in package.targets where target.type != .system && target.type != .plugin {
    var settings = target.swiftSettings ?? []
    settings.append(.swiftLanguageMode(.v6))
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    settings.append(.enableUpcomingFeature("MemberImportVisibility"))
    if !targetsWithPublicImports.contains(target.name) {
        settings.append(.enableUpcomingFeature("InternalImportsByDefault"))
    }
    target.swiftSettings = settings
}
