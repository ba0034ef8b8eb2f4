/// The pictures a renderer has shown with a graphics protocol, and the bytes
/// that take the terminal from them to the next frame's.
struct PictureLayer: Sendable {
    let encoding: any PictureEncoding
    /// One cell's size in pixels, which sizes what is sent.
    var cellPixelSize: Size
    /// On the terminal now.
    private(set) var shown: [PlacedPicture] = []
    /// The bytes of recent pictures: a screen that comes back (Esc) shows its
    /// poster without encoding it again.
    private var encoded: [EncodedKey: [UInt8]] = [:]
    private var encodedOrder: [EncodedKey] = []
    private static let encodedLimit = 8
    /// Ids of pictures whose data the terminal holds for `showAgain`, the
    /// least recently shown first.
    private var held: [UInt32] = []
    /// The terminal holds this many at most: a long browse does not fill its memory.
    static let heldLimit = 16

    struct EncodedKey: Hashable, Sendable {
        let picture: Picture
        let area: Rect
    }

    /// Pictures are encoded by `PictureEncodingJob`s the caller runs away
    /// from the drawing, and shown once their bytes are stored; otherwise
    /// they are encoded on the spot.
    var encodesLater = false
    /// Jobs not yet handed out.
    private var jobs: [PictureEncodingJob] = []
    /// Jobs handed out whose bytes have not come back.
    private var requested: Set<EncodedKey> = []

    /// Tells this layer's jobs from those of a layer it replaced (another
    /// encoding, another cell size), whose bytes must not be kept.
    let generation: Int

    init(encoding: any PictureEncoding, cellPixelSize: Size, generation: Int = 0) {
        self.encoding = encoding
        self.cellPixelSize = cellPixelSize
        self.generation = generation
    }

    /// The pictures of `buffer` to show: those whose cells nothing drew over
    /// (an overlay hides a picture) and that no later picture overlaps.
    static func uncovered(in buffer: ScreenBuffer) -> [PlacedPicture] {
        let placed = buffer.pictures
        return placed.enumerated().compactMap { index, placement in
            let overlapped = placed[(index + 1)...].contains { !$0.area.intersection(placement.area).isEmpty }
            guard !overlapped, isBlank(placement.area, in: buffer) else { return nil }
            return placement
        }
    }

    private static func isBlank(_ area: Rect, in buffer: ScreenBuffer) -> Bool {
        for y in area.y..<area.maxY {
            let row = buffer.row(y)
            for cell in row[(row.startIndex + area.x)..<(row.startIndex + area.maxX)] where cell != .blank {
                return false
            }
        }
        return true
    }

    /// `buffer` with the placeholder cells of `pictures` written in, for an
    /// encoding whose pictures live in the text; `buffer` itself otherwise.
    func withPlaceholders(_ buffer: ScreenBuffer, for pictures: [PlacedPicture]) -> ScreenBuffer {
        var result = buffer
        for placement in pictures {
            guard let cells = encoding.placeholderCells(id: id(of: placement), placement: Self.placement(of: placement), cells: placement.area.size)
            else { continue }
            for (offset, row) in cells.rows.prefix(placement.area.height).enumerated() {
                var x = placement.area.x
                for grapheme in row.prefix(placement.area.width) {
                    result.write(grapheme, at: Point(x: x, y: placement.area.y + offset), style: cells.style, maxWidth: 1)
                    x += 1
                }
            }
        }
        return result
    }

    /// Forgets what was shown: the frame is about to be drawn in full.
    /// - Returns: The bytes that take every placement away, if any are needed.
    mutating func removeEverything() -> [UInt8] {
        defer { shown = [] }
        return encoding.keepsPicturesApart && !shown.isEmpty ? encoding.removeAll : []
    }

    /// The pictures shown now that `wanted` does not keep: the bytes that
    /// remove them (kitty) and the areas whose cells must be repainted to
    /// remove them (sixel, iTerm2).
    func removals(keeping wanted: [PlacedPicture]) -> (bytes: [UInt8], repaint: [Rect]) {
        var bytes: [UInt8] = []
        var repaint: [Rect] = []
        for placement in shown where !wanted.contains(placement) {
            if encoding.keepsPicturesApart {
                bytes += encoding.remove(id: id(of: placement), placement: Self.placement(of: placement))
            } else {
                repaint.append(placement.area)
            }
        }
        return (bytes, repaint)
    }

    /// The bytes that show the pictures of `wanted` not shown yet, each
    /// preceded by a move to its top-left cell (a picture the terminal still
    /// holds is shown again without its data); `wanted` is then what is shown.
    mutating func additions(_ wanted: [PlacedPicture]) -> [UInt8] {
        var bytes: [UInt8] = []
        var waiting: [PlacedPicture] = []
        for placement in wanted where !shown.contains(placement) {
            let id = id(of: placement)
            let again = encoding.showAgain(id: id, placement: Self.placement(of: placement), cells: placement.area.size)
            let shownBytes: [UInt8]
            if let again, held.contains(id) {
                shownBytes = again
            } else if let encodedBytes = encodedBytes(for: placement) {
                shownBytes = encodedBytes
            } else {
                waiting.append(placement)
                continue
            }
            bytes += ControlSequence.moveCursor(toColumn: placement.area.x, row: placement.area.y) + shownBytes
            if again != nil {
                held.removeAll { $0 == id }
                held.append(id)
            }
        }
        // A picture still being encoded is shown by a later frame.
        shown = wanted.filter { !waiting.contains($0) }
        bytes += forgetBeyondLimit(keeping: wanted)
        return bytes
    }

    /// The encodings to run before the pictures waiting for them can show.
    mutating func takeJobs() -> [PictureEncodingJob] {
        defer { jobs = [] }
        return jobs
    }

    /// Keeps what `job` made, for the next frame to show.
    mutating func store(_ job: PictureEncodingJob, bytes: [UInt8]) {
        guard job.generation == generation else { return }
        requested.remove(job.key)
        remember(bytes, for: job.key)
    }

    /// Frees the data of the least recently shown pictures past `heldLimit`,
    /// never of one on screen.
    private mutating func forgetBeyondLimit(keeping wanted: [PlacedPicture]) -> [UInt8] {
        var bytes: [UInt8] = []
        let onScreen = Set(wanted.map(id(of:)))
        while held.count > Self.heldLimit, let oldest = held.first(where: { !onScreen.contains($0) }) {
            bytes += encoding.forget(id: oldest)
            held.removeAll { $0 == oldest }
        }
        return bytes
    }

    /// Frees the data of every picture the terminal holds (the UI ends).
    mutating func forgetEverything() -> [UInt8] {
        defer { held = [] }
        return held.flatMap { encoding.forget(id: $0) }
    }

    /// The bytes that show `placement`: kept ones, or encoded now; `nil`
    /// when they are to be encoded later (a job is queued once).
    private mutating func encodedBytes(for placement: PlacedPicture) -> [UInt8]? {
        let key = EncodedKey(picture: placement.picture, area: placement.area)
        if let bytes = encoded[key] { return bytes }
        let job = PictureEncodingJob(
            key: key, generation: generation, encoding: encoding, id: id(of: placement), placement: Self.placement(of: placement),
            pixelSize: PictureSizing.pixelSize(cells: placement.area.size, cellPixelSize: cellPixelSize)
        )
        guard !encodesLater else {
            if requested.insert(key).inserted { jobs.append(job) }
            return nil
        }
        let bytes = job.run()
        remember(bytes, for: key)
        return bytes
    }

    private mutating func remember(_ bytes: [UInt8], for key: EncodedKey) {
        if encoded.updateValue(bytes, forKey: key) == nil { encodedOrder.append(key) }
        if encodedOrder.count > Self.encodedLimit { encoded[encodedOrder.removeFirst()] = nil }
    }

    /// The picture's name for the terminal: its fingerprint brought into the
    /// encoding's range, never 0.
    func id(of placement: PlacedPicture) -> UInt32 {
        placement.picture.fingerprint % max(1, encoding.maximumID) + 1
    }

    /// Tells placements of one picture apart by where they are; never 0.
    static func placement(of placement: PlacedPicture) -> UInt32 {
        UInt32(truncatingIfNeeded: placement.area.y &* 4_096 &+ placement.area.x &+ 1)
    }
}
