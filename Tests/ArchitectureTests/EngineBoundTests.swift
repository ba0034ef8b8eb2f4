import Foundation
import Testing

/// The engine issue's bounds (#21), read from the sources so that a scene
/// which grows past them fails `swift test` instead of waiting for a review:
/// no view model file over 250 lines, no MoviesUI protocol with more than
/// 8 requirements, and no `default:` in a coordinator or the route table
/// (a destination nobody builds must be a compile error, not dropped).
@Suite struct EngineBoundTests {
    static let viewModelFileLineBound = 250
    static let uiProtocolRequirementBound = 8

    @Test func noViewModelFile_isOverItsBound() throws {
        let files = try LayerRuleTests.sourceFiles(ofTarget: "MoviesPresentation").filter { $0.lastPathComponent.contains("ViewModel") }
        #expect(files.count > 20, "no view model files read")
        for file in files {
            let count = try String(contentsOf: file, encoding: .utf8).reduce(0) { $0 + ($1 == "\n" ? 1 : 0) }
            #expect(count <= Self.viewModelFileLineBound, "\(file.lastPathComponent) has \(count) lines (bound \(Self.viewModelFileLineBound)): split it by purpose")
        }
    }

    @Test func noProtocolInMoviesUI_hasMoreThanEightRequirements() throws {
        var protocolsRead = 0
        for file in try LayerRuleTests.sourceFiles(ofTarget: "MoviesUI") {
            for found in Self.protocols(in: try Self.lines(of: file)) {
                protocolsRead += 1
                #expect(
                    found.requirements <= Self.uiProtocolRequirementBound,
                    "\(file.lastPathComponent): protocol \(found.name) has \(found.requirements) requirements (bound \(Self.uiProtocolRequirementBound))"
                )
            }
        }
        #expect(protocolsRead >= 2, "no protocols read in MoviesUI")
    }

    @Test func noCoordinatorOrRouteFile_keepsADefaultBranch() throws {
        let files = try LayerRuleTests.sourceFiles(ofTarget: "MoviesPresentation").filter {
            $0.path.contains("/Flows/") || $0.path.contains("/AppFlow/")
        }
        #expect(files.contains { $0.lastPathComponent == "AppFlowCoordinator.swift" }, "the route table was not read")
        for file in files {
            for (index, line) in try Self.lines(of: file).enumerated() where line.trimmingCharacters(in: .whitespaces).hasPrefix("default:") {
                Issue.record("\(file.lastPathComponent):\(index + 1) has a default branch: name every destination")
            }
        }
    }

    // MARK: - Reading the sources

    static func lines(of file: URL) throws -> [Substring] {
        try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
    }

    struct FoundProtocol {
        let name: String
        let requirements: Int
    }

    /// Protocols declared in `lines` and how many requirements each states
    /// at its own level (functions, properties, initialisers, subscripts,
    /// associated types); inherited ones are the parent's to count.
    static func protocols(in lines: [Substring]) -> [FoundProtocol] {
        var found: [FoundProtocol] = []
        var index = 0
        while index < lines.count {
            guard let name = protocolName(lines[index]) else {
                index += 1
                continue
            }
            var depth = braceBalance(lines[index])
            var requirements = 0
            index += 1
            while depth > 0, index < lines.count {
                if depth == 1, isRequirement(lines[index]) { requirements += 1 }
                depth += braceBalance(lines[index])
                index += 1
            }
            found.append(FoundProtocol(name: name, requirements: requirements))
        }
        return found
    }

    static func protocolName(_ line: Substring) -> String? {
        let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "<" })
        guard let keyword = words.firstIndex(of: "protocol"), keyword + 1 < words.count, line.contains("{") else { return nil }
        guard words[..<keyword].allSatisfy({ ["public", "internal", "package", "@MainActor"].contains($0) }) else { return nil }
        return String(words[keyword + 1])
    }

    static func isRequirement(_ line: Substring) -> Bool {
        let words = line.split(separator: " ").filter { !["public", "static", "mutating", "nonisolated", "@MainActor"].contains($0) }
        guard let first = words.first else { return false }
        return ["func", "var", "init", "init?", "subscript", "associatedtype"].contains(first) || first.hasPrefix("init(") || first.hasPrefix("subscript(")
    }

    static func braceBalance(_ line: Substring) -> Int {
        line.reduce(0) { $0 + ($1 == "{" ? 1 : $1 == "}" ? -1 : 0) }
    }
}
