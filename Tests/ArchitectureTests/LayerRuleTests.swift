import Foundation
import Testing

/// The dependency rule of DESIGN.md §2, read from the sources themselves:
/// SwiftPM's own import check accepts any module in a target's dependency
/// closure and skips targets that use plugin-generated sources, so this test
/// is what makes an outward import fail `swift test`.
@Suite struct LayerRuleTests {
    /// Which of the project's own modules each shipped target may import,
    /// written out from the design rather than read from Package.swift.
    static let allowedProjectImports: [String: Set<String>] = [
        "MoviesDomain": [],
        "MoviesPresentation": ["MoviesDomain"],
        "TextUI": ["CZlib"],
        "MoviesUI": ["TextUI", "MoviesPresentation"],
        "Networking": ["CCurl"],
        "Storage": ["CSQLite"],
        "ImageDecoding": ["CTurboJPEG"],
        "MoviesData": ["MoviesDomain", "Networking", "Storage", "ImageDecoding", "MoviesCatalogueResources", "CZlib"],
        "MoviesApp": ["MoviesDomain", "MoviesPresentation", "TextUI", "MoviesUI", "Networking", "Storage", "MoviesData", "CMainThreadJobs"],
        "movies": ["MoviesApp", "CMalloc", "CMainThreadJobs"],
        "CatalogueEmbedder": [],
    ]

    /// Every module of this package, shipped or not: an import of one of them
    /// is checked; other imports (the system, the standard library, packages)
    /// are the business of the next tests.
    static let projectModules: Set<String> = Set(allowedProjectImports.keys).union([
        "CCurl", "CMainThreadJobs", "CMalloc", "CSQLite", "CTurboJPEG", "CZlib", "MoviesCatalogueResources",
        "TextUITesting", "MoviesTestSupport", "TMDBStubServer", "TestSupport", "JPEGTestSupport",
    ])

    /// Packages each shipped target may use.
    static let allowedPackages: [String: Set<String>] = [
        "Networking": ["Logging"],
        "MoviesApp": ["ArgumentParser", "Logging"],
    ]

    static let systemModules: Set<String> = [
        "Glibc", "Darwin", "Dispatch", "Synchronization", "FoundationEssentials", "Foundation", "PackagePlugin",
    ]

    @Test(arguments: allowedProjectImports.keys.sorted())
    func everyImportOfAShippedTarget_pointsInwards(target: String) throws {
        let imports = try Self.imports(ofTarget: target)
        #expect(!imports.isEmpty || target == "MoviesDomain" || target == "CatalogueEmbedder", "no sources read for \(target)")
        for found in imports where Self.projectModules.contains(found.module) {
            #expect(
                Self.allowedProjectImports[target, default: []].contains(found.module),
                "\(found.file) imports \(found.module), which \(target) may not depend on (DESIGN.md §2)"
            )
        }
        let packages = Self.allowedPackages[target, default: []]
        for found in imports where !Self.projectModules.contains(found.module) && !Self.systemModules.contains(found.module) {
            #expect(packages.contains(found.module), "\(found.file) imports the package module \(found.module)")
        }
    }

    @Test func theDomain_importsNothingAtAll() throws {
        for found in try Self.imports(ofTarget: "MoviesDomain") {
            Issue.record("\(found.file) imports \(found.module): the domain imports nothing")
        }
    }

    /// Full Foundation brings ICU into the binary (tens of MB, slower start);
    /// shipped targets import FoundationEssentials, with Foundation only as
    /// the fallback where FoundationEssentials does not exist.
    @Test(arguments: allowedProjectImports.keys.sorted().filter { $0 != "CatalogueEmbedder" })
    func shippedTargets_importFoundationOnlyAsTheFallbackOfFoundationEssentials(target: String) throws {
        for file in try Self.sourceFiles(ofTarget: target) {
            let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
            for (index, line) in lines.enumerated() where line.trimmingCharacters(in: .whitespaces).hasSuffix("import Foundation") {
                let previous = index > 0 ? lines[index - 1].trimmingCharacters(in: .whitespaces) : ""
                let guardLine = index > 2 ? lines[index - 3].trimmingCharacters(in: .whitespaces) : ""
                #expect(
                    previous == "#else" && guardLine == "#if canImport(FoundationEssentials)",
                    "\(file.lastPathComponent):\(index + 1) imports full Foundation"
                )
            }
        }
    }

    // MARK: - Reading the sources

    struct FoundImport {
        let file: String
        let module: String
    }

    static var packageRoot: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    }

    static func sourceFiles(ofTarget target: String) throws -> [URL] {
        let folder = target == "MoviesCatalogueResources"
            ? packageRoot.appendingPathComponent("Resources")
            : packageRoot.appendingPathComponent("Sources").appendingPathComponent(target)
        guard let walker = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil) else { return [] }
        return walker.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }
    }

    /// `import X`, `public import X`, `@testable import X`, `import struct X.Y`.
    static func imports(ofTarget target: String) throws -> [FoundImport] {
        var found: [FoundImport] = []
        for file in try sourceFiles(ofTarget: target) {
            for line in try String(contentsOf: file, encoding: .utf8).split(separator: "\n") {
                let words = line.split(separator: " ").map(String.init)
                guard let index = words.firstIndex(of: "import"), index + 1 < words.count,
                      words[..<index].allSatisfy({ ["public", "package", "internal", "@testable", "@_exported", "@preconcurrency"].contains($0) })
                else { continue }
                var module = words[index + 1]
                if ["struct", "class", "enum", "protocol", "func", "var", "typealias"].contains(module), index + 2 < words.count {
                    module = String(words[index + 2].split(separator: ".").first ?? "")
                }
                found.append(FoundImport(file: file.lastPathComponent, module: module))
            }
        }
        return found
    }
}
