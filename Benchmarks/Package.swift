// swift-tools-version:6.1
import Foundation
import PackageDescription

// The benchmarks live in their own package so that building and testing the
// app never compiles them. They use the app's targets through the library
// products of the package one folder up.
//
// A path dependency is identified by its folder's name, which is `movies` in a
// fresh clone but can be anything (a worktree, a renamed checkout): read it
// from where this manifest sits rather than assuming it.
let rootFolderName = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent()
    .deletingLastPathComponent()
    .lastPathComponent

let package = Package(
    name: "MoviesBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
    ],
    targets: [
        // In-process measurements, and the table that joins them with the
        // whole-process figures of run.sh.
        .executableTarget(
            name: "MoviesBenchmarks",
            dependencies: [.product(name: "MoviesKit", package: rootFolderName)]
        ),
        // The loopback TMDB stub the whole-process searches talk to.
        .executableTarget(
            name: "MoviesBenchStub",
            dependencies: [.product(name: "TMDBStubServer", package: rootFolderName)]
        ),
    ]
)

for target in package.targets {
    var settings = target.swiftSettings ?? []
    settings.append(.swiftLanguageMode(.v6))
    settings.append(.enableUpcomingFeature("ExistentialAny"))
    target.swiftSettings = settings
}
