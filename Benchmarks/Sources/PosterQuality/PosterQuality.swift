import Foundation

/// Measures how close movies' character-cell posters come to the picture,
/// side by side with chafa (issue #16, item 3): each test picture is drawn
/// by both at the same cell grid with the same symbol class, the picture the
/// cells show is rebuilt on a 2 × 6 sub-cell grid, and it is compared with
/// the source box-filtered in linear light to that grid (mean CIEDE2000, and
/// SSIM on luma).
///
/// Usage: `PosterQuality [--write-pictures DIR] [FILE.jpg ...]`.
/// Without files it measures its own six generated pictures. Exit status 0,
/// 64 for a usage error, 1 for anything else (chafa missing included).
@main
struct PosterQuality {
    static let grid = CellGrid(columns: 30, rows: 45)

    struct UsageError: Error {
        let message: String
    }

    struct Failure: Error {
        let message: String
    }

    static func main() {
        do {
            try run(Array(CommandLine.arguments.dropFirst()))
        } catch let error as UsageError {
            fail(error.message + "; usage: PosterQuality [--write-pictures DIR] [FILE.jpg ...]", status: 64)
        } catch let error as Failure {
            fail(error.message, status: 1)
        } catch {
            fail("\(error)", status: 1)
        }
    }

    private static func run(_ arguments: [String]) throws {
        var picturesFolder: String?
        var files: [String] = []
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            switch argument {
            case "--write-pictures":
                guard let value = remaining.popFirst() else { throw UsageError(message: "--write-pictures takes a folder") }
                picturesFolder = value
            case "-h", "--help":
                print("usage: PosterQuality [--write-pictures DIR] [FILE.jpg ...]")
                return
            default:
                guard !argument.hasPrefix("-") else { throw UsageError(message: "unknown option \(argument)") }
                files.append(argument)
            }
        }

        // The metric first: a figure from a wrong formula is worse than none.
        let deviation = SharmaTestPairs.largestDeviation()
        guard deviation < 1e-4 else {
            throw Failure(message: "CIEDE2000 is off by \(deviation) on Sharma's test pairs; no figures taken")
        }
        let chafa = try Chafa()
        let pictures = files.isEmpty ? GeneratedPictures.all() : try PictureFiles.load(files)

        let folder = try picturesFolder.map { path in
            let url = URL(fileURLWithPath: path)
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
            return url
        } ?? temporaryFolder()
        defer { if picturesFolder == nil { try? FileManager.default.removeItem(at: folder) } }

        var comparisons: [Comparison] = []
        for (index, picture) in pictures.enumerated() {
            let stem = String(format: "%02d-", index + 1) + picture.name.filter { $0.isLetter || $0.isNumber }
            let file = folder.appendingPathComponent(stem + ".png")
            try Data(PNGWriter.data(of: picture)).write(to: file)
            let reference = ReferencePicture(picture, grid: grid)
            // With --write-pictures, what each renderer's cells show is written beside the picture, for looking at.
            let shownFile = { (renderer: String, symbols: String) in
                picturesFolder == nil ? nil : folder.appendingPathComponent("\(stem)-\(renderer)-\(symbols).png")
            }
            for symbols in SymbolClass.allCases {
                var moviesScore: QualityScore?
                if let buffer = MoviesPosterRenderer.draw(picture, symbols: symbols, grid: grid) {
                    moviesScore = try score(
                        ScreenBufferCells.rows(of: buffer), against: reference, renderer: "movies", picture: picture.name,
                        writingTo: shownFile("movies", symbols.rawValue)
                    )
                }
                for selector in symbols.chafaSelectors {
                    let cells = try chafa.cells(of: file, symbols: selector, grid: grid)
                    let chafaScore = try score(cells, against: reference, renderer: "chafa", picture: picture.name, writingTo: shownFile("chafa", selector))
                    comparisons.append(Comparison(picture: picture.name, symbols: symbols, chafaSymbols: selector, movies: moviesScore, chafa: chafaScore))
                }
            }
            if picturesFolder != nil {
                try write(reference.subpixelPicture, to: folder.appendingPathComponent("\(stem)-reference.png"))
            }
        }

        let set = files.isEmpty
            ? "the built-in set: \(pictures.count) generated \(GeneratedPictures.width)×\(GeneratedPictures.height) pictures (\(pictures.map(\.name).joined(separator: ", ")))"
            : "\(pictures.count) JPEG file\(pictures.count == 1 ? "" : "s") from the command line, resampled to \(GeneratedPictures.width)×\(GeneratedPictures.height) in linear light"
        print("""
        Poster quality, movies against chafa \(chafa.version) (issue #16)
        Pictures: \(set)\(picturesFolder.map { ", written to \($0) with what each rendering shows" } ?? "").
        Grid: \(grid.columns)×\(grid.rows) cells, compared on \(grid.subWidth)×\(grid.subHeight) sub-pixels (2×6 per cell) with the \
        source box-filtered in linear light.
        ΔE00: mean CIEDE2000 (lower is better; checked against Sharma's 34 test pairs, largest deviation \(QualityTable.format(deviation, digits: 6))). \
        SSIM: Rec. 601 luma, 8×8 windows, K1 0.01, K2 0.03 (higher is better).
        movies: \(MoviesPosterRenderer.summary).
        chafa: \(chafa.executable.path) \(chafa.options(symbols: "SYMBOLS", grid: grid).joined(separator: " ")) PICTURE.png, SYMBOLS one of \
        \(SymbolClass.allCases.flatMap(\.chafaSelectors).joined(separator: ", ")) (quad lacks the half blocks, half+quad has all 16 patterns).

        """)
        print(QualityTable(comparisons: comparisons).text)
    }

    private static func score(
        _ cells: [[DrawnCell]], against reference: ReferencePicture, renderer: String, picture: String, writingTo file: URL?
    ) throws -> QualityScore {
        let shown: CellReconstruction.Result
        do {
            shown = try CellReconstruction.subpixels(of: cells, grid: reference.grid)
        } catch {
            throw Failure(message: "\(renderer)'s cells for \(picture): \(error.description)")
        }
        if let file {
            try write(SubpixelPicture(grid: reference.grid, colors: shown.subpixels), to: file)
        }
        if shown.cellsWithTerminalColors > 0 {
            FileHandle.standardError.write(Data(
                "note: \(renderer) left \(shown.cellsWithTerminalColors) cells of \(picture) to the terminal's default colours (taken as white on black)\n".utf8
            ))
        }
        return reference.score(shown.subpixels)
    }

    private static func write(_ subpixels: SubpixelPicture, to file: URL) throws {
        try Data(PNGWriter.data(of: subpixels.picture(named: file.lastPathComponent))).write(to: file)
    }

    private static func temporaryFolder() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("PosterQuality-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    private static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("PosterQuality: \(message)\n".utf8))
        exit(status)
    }
}
