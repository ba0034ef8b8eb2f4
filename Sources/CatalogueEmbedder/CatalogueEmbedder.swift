import Foundation

/// Build tool: turns a JSON file into a Swift source file that declares its
/// text as a raw string literal.
///
/// `.embedInCode` emits one integer literal per byte, which costs about a
/// minute of CPU and a gigabyte of memory to type-check for the catalogue; a
/// single string literal compiles in well under a second.
///
/// Usage: `CatalogueEmbedder <input.json> <output.swift>`
@main
enum CatalogueEmbedder {
    static func main() {
        let arguments = CommandLine.arguments
        guard arguments.count == 3 else {
            fail("usage: CatalogueEmbedder <input.json> <output.swift>")
        }
        let inputPath = arguments[1]
        let outputPath = arguments[2]
        do {
            let bytes = try Data(contentsOf: URL(fileURLWithPath: inputPath))
            let source = try EmbeddedSourceWriter.swiftSource(embedding: bytes)
            try Data(source.utf8).write(to: URL(fileURLWithPath: outputPath), options: .atomic)
        } catch let error as EmbeddingError {
            fail("\(inputPath): error: \(error.description)")
        } catch {
            fail("\(inputPath): error: \(error.localizedDescription)")
        }
    }

    private static func fail(_ message: String) -> Never {
        FileHandle.standardError.write(Data("CatalogueEmbedder: \(message)\n".utf8))
        exit(1)
    }
}
