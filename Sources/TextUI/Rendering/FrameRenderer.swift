/// Turns successive screen buffers into the bytes that bring the terminal
/// from one to the next.
///
/// The first frame, a frame of another size, and the frame after
/// `invalidate()` are drawn in full. Every other frame writes only the cells
/// that differ from the previous frame: a keypress that moves a selection
/// rewrites two rows, not the screen.
public struct FrameRenderer: Sendable {
    /// How colours are sent; changing it forces a full redraw.
    public var colorMode: ColorMode {
        didSet {
            if colorMode != oldValue { invalidate() }
        }
    }

    /// Bytes produced by the most recent call to `render`.
    public private(set) var lastFrameByteCount = 0

    private var previous: ScreenBuffer?
    private var cursorWasVisible = false
    /// The graphics protocol's state; `nil` when pictures are not drawn
    /// (their cells stay blank).
    private var pictureLayer: PictureLayer?
    /// Counts picture layers, so a job of a replaced one is told apart.
    private var pictureGeneration = 0

    /// Unchanged cells between two changed runs on a row that are cheaper to
    /// rewrite than to skip with a cursor movement (which costs 4–8 bytes).
    private static let mergeableGap = 3

    public init(colorMode: ColorMode) {
        self.colorMode = colorMode
    }

    /// Makes the next frame a full redraw, e.g. after the terminal was resumed
    /// and may show something else.
    public mutating func invalidate() {
        previous = nil
    }

    /// Whether pictures are encoded by jobs the caller runs elsewhere
    /// (`takePictureJobs()`), rather than on the spot while a frame is made.
    public var encodesPicturesLater = false {
        didSet { pictureLayer?.encodesLater = encodesPicturesLater }
    }

    /// The encodings pictures of the last frame wait for; each is handed out once.
    public mutating func takePictureJobs() -> [PictureEncodingJob] {
        pictureLayer?.takeJobs() ?? []
    }

    /// Keeps the bytes `job` made: the next frame shows its picture.
    public mutating func storePicture(_ job: PictureEncodingJob, bytes: [UInt8]) {
        pictureLayer?.store(job, bytes: bytes)
    }

    /// The bytes that take every picture away and free what the terminal
    /// holds of them, for when the UI ends; pictures are shown again (sent
    /// whole) on the next frame.
    public mutating func removePictures() -> [UInt8] {
        guard var layer = pictureLayer else { return [] }
        let bytes = layer.removeEverything() + layer.forgetEverything()
        pictureLayer = layer
        invalidate()
        return bytes
    }

    /// Shows the frames' pictures with `encoding` from the next frame on
    /// (`nil`: pictures are not drawn), sized for cells of `cellPixelSize`.
    /// - Returns: The bytes that take away what the previous encoding showed.
    public mutating func showPictures(with encoding: (any PictureEncoding)?, cellPixelSize: Size) -> [UInt8] {
        let removal = (pictureLayer?.removeEverything() ?? []) + (pictureLayer?.forgetEverything() ?? [])
        // Frames without pictures before and after need no redraw.
        if pictureLayer != nil || encoding != nil { invalidate() }
        pictureGeneration += 1
        pictureLayer = encoding.map { [pictureGeneration] in PictureLayer(encoding: $0, cellPixelSize: cellPixelSize, generation: pictureGeneration) }
        pictureLayer?.encodesLater = encodesPicturesLater
        return removal
    }

    /// The bytes to send to show `buffer`, given what the previous frame showed.
    /// - Parameters:
    ///   - buffer: The new frame.
    ///   - cursor: Where to show the text cursor, or `nil` to keep it hidden.
    /// - Returns: Escape sequences and text for the terminal.
    public mutating func render(_ buffer: ScreenBuffer, cursor: Point? = nil) -> [UInt8] {
        var writer = FrameWriter(width: buffer.size.width, mode: colorMode)
        let pictures = pictureLayer == nil ? [] : PictureLayer.uncovered(in: buffer)
        let buffer = pictureLayer?.withPlaceholders(buffer, for: pictures) ?? buffer
        if let previous, previous.size == buffer.size {
            let removals = pictureLayer?.removals(keeping: pictures) ?? (bytes: [], repaint: [])
            writer.bytes += removals.bytes
            drawChanges(from: previous, to: buffer, repainting: removals.repaint, with: &writer)
        } else {
            writer.bytes += pictureLayer?.removeEverything() ?? []
            drawEverything(buffer, with: &writer)
        }
        writer.finish()
        if let additions = pictureLayer?.additions(pictures), !additions.isEmpty {
            writer.bytes += additions
            // A picture leaves the cursor where its protocol puts it.
            writer.cursor = nil
        }
        if let cursor, buffer.bounds.contains(cursor) {
            writer.bytes += ControlSequence.moveCursor(toColumn: cursor.x, row: cursor.y)
            writer.bytes += ControlSequence.showCursor
            cursorWasVisible = true
        } else if cursorWasVisible {
            writer.bytes += ControlSequence.hideCursor
            cursorWasVisible = false
        }
        previous = buffer
        lastFrameByteCount = writer.bytes.count
        return writer.bytes
    }

    private func drawEverything(_ buffer: ScreenBuffer, with writer: inout FrameWriter) {
        writer.bytes += ControlSequence.resetStyle + ControlSequence.eraseScreen
        for y in 0..<buffer.size.height {
            let row = buffer.row(y)
            // The erase already painted blanks; only text up to the last
            // visible cell needs sending.
            guard let last = row.lastIndex(where: { !writer.isErasedLook($0) }) else { continue }
            for index in row.startIndex...last {
                writer.write(row[index], at: Point(x: index - row.startIndex, y: y))
            }
        }
    }

    /// - Parameter repainting: Areas written whatever they held (pictures
    ///   painted into the cells, which only new text removes).
    private func drawChanges(from old: ScreenBuffer, to new: ScreenBuffer, repainting: [Rect] = [], with writer: inout FrameWriter) {
        let width = new.size.width
        // One row of flags, reused for every row: most rows have not changed.
        var dirty = [Bool](repeating: false, count: width)
        for y in 0..<new.size.height {
            let oldRow = old.row(y)
            let newRow = new.row(y)
            let start = newRow.startIndex
            var isChanged = false
            for x in 0..<width {
                dirty[x] = writer.looksDifferent(oldRow[start + x], newRow[start + x])
                isChanged = isChanged || dirty[x]
            }
            for area in repainting where area.y <= y && y < area.maxY {
                for x in max(0, area.x)..<min(width, area.maxX) { dirty[x] = true }
                isChanged = true
            }
            guard isChanged else { continue }
            // A wide character is always written whole, from its leading cell.
            for x in 0..<width where dirty[x] {
                if newRow[start + x].isContinuation, x > 0 {
                    dirty[x - 1] = true
                }
                if x + 1 < width, newRow[start + x + 1].isContinuation {
                    dirty[x + 1] = true
                }
            }
            for run in Self.runs(of: dirty) {
                for x in run where !newRow[start + x].isContinuation {
                    writer.write(newRow[start + x], at: Point(x: x, y: y))
                }
            }
        }
    }

    /// Ranges of changed columns, with short unchanged gaps folded in.
    private static func runs(of dirty: [Bool]) -> [Range<Int>] {
        var result: [Range<Int>] = []
        var x = 0
        while x < dirty.count {
            guard dirty[x] else {
                x += 1
                continue
            }
            var end = x + 1
            while end < dirty.count, dirty[end] {
                end += 1
            }
            if let last = result.last, x - last.upperBound <= mergeableGap {
                result[result.count - 1] = last.lowerBound..<end
            } else {
                result.append(x..<end)
            }
            x = end
        }
        return result
    }
}
