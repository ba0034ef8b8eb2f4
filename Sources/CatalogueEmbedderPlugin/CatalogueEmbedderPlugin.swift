import Foundation
import PackagePlugin

/// Generates `EmbeddedCatalogueSource.swift` from the target's
/// `catalogue.json`, so the JSON stays the single source of truth and an edit
/// to it rebuilds the target.
@main
struct CatalogueEmbedderPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: any Target) throws -> [Command] {
        let input = target.directoryURL.appendingPathComponent("catalogue.json")
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("EmbeddedCatalogueSource.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(input.lastPathComponent) in \(target.name)",
                executable: try context.tool(named: "CatalogueEmbedder").url,
                arguments: [input.path, output.path],
                inputFiles: [input],
                outputFiles: [output]
            ),
        ]
    }
}
