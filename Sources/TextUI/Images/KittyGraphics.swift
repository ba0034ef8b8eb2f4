/// Escape sequences of the kitty graphics protocol
/// (https://sw.kovidgoyal.net/kitty/graphics-protocol/), as bytes ready to be
/// written with the cursor on the picture's top-left cell.
///
/// Every command carries `q=2`, so the terminal answers none of them: no
/// reply can reach the key decoder. Pictures are sent inside the escape code
/// (`t=d`), base64 in chunks of at most `maximumChunkLength` bytes, which is
/// what works over ssh and through tmux.
public enum KittyGraphics {
    /// How the pixels travel.
    public enum Format: Sendable, Hashable {
        /// `f=24`: raw RGB, deflated (`o=z`).
        case rgb
        /// `f=100`: a PNG file. PNG's row filters make photographs deflate
        /// much better: a 300×450 poster-like picture took 283 kB against
        /// raw RGB's 441 kB, and no longer to make (10.5 against 12.2 ms).
        case png
    }

    /// The longest base64 payload of one escape code the protocol allows.
    public static let maximumChunkLength = 4096
    /// The most columns or rows a placement may span.
    public static let maximumCells = 4096

    /// Where a picture sent with `transmit` shows.
    public enum Placement: Sendable, Hashable {
        /// At the cursor, scaled by the terminal to the cells; the cursor
        /// stays where it is (`C=1`).
        case atCursor
        /// A virtual placement (`U=1`): nothing shows until the cells of
        /// `KittyPlaceholder.rows(imageID:columns:rows:)` are printed, and
        /// then the picture moves and clips with that text, which is what
        /// works inside tmux. The cell span is limited to
        /// `KittyPlaceholder.maximumSpan`. Only `delete(imageID:)` removes a
        /// virtual placement (`deleteAll` does not).
        case virtual

        /// The key that asks for it.
        var key: String {
            switch self {
            case .atCursor: "C=1"
            case .virtual: "U=1"
            }
        }
    }

    /// Sends a picture and places it over `columns` × `rows` cells (`a=T`).
    /// - Parameters:
    ///   - width: Width in pixels.
    ///   - height: Height in pixels.
    ///   - pixels: `width * height` red, green, blue triples, row by row from the top-left.
    ///   - imageID: The id later commands use (`i=`); not zero. Sending another picture
    ///     with the same id replaces it.
    ///   - columns: Cells across (`c=`).
    ///   - rows: Cells down (`r=`).
    ///   - format: `.png` (the default) or `.rgb`.
    ///   - placement: At the cursor (the default) or virtual, for Unicode placeholders.
    ///   - tmuxPassthrough: Wrap each escape code for tmux's passthrough.
    /// - Returns: The escape codes; empty when any input is out of range.
    public static func transmit(
        width: Int,
        height: Int,
        pixels: [UInt8],
        imageID: UInt32,
        columns: Int,
        rows: Int,
        format: Format = .png,
        placement: Placement = .atCursor,
        tmuxPassthrough: Bool = false
    ) -> [UInt8] {
        guard imageID != 0,
              (1...maximumCells).contains(columns), (1...maximumCells).contains(rows),
              placement == .atCursor || (columns <= KittyPlaceholder.maximumSpan && rows <= KittyPlaceholder.maximumSpan),
              PNGEncoder.pixelCount(width: width, height: height, byteCount: pixels.count) != nil
        else { return [] }
        let data: [UInt8]
        let formatKeys: String
        switch format {
        case .rgb:
            guard let deflated = PNGZlib.compress(pixels) else { return [] }
            data = deflated
            formatKeys = "f=24,s=\(width),v=\(height),o=z"
        case .png:
            data = PNGEncoder.encode(width: width, height: height, pixels: pixels)
            guard !data.isEmpty else { return [] }
            formatKeys = "f=100"
        }
        let keys = "a=T,\(formatKeys),i=\(imageID),c=\(columns),r=\(rows),\(placement.key),q=2"
        return chunked(keys: keys, payload: Base64.encode(data), tmuxPassthrough: tmuxPassthrough)
    }

    /// Deletes the pictures with `imageID`, their placements (virtual ones
    /// too) and their data (`a=d,d=I`); empty for id zero.
    public static func delete(imageID: UInt32, tmuxPassthrough: Bool = false) -> [UInt8] {
        guard imageID != 0 else { return [] }
        return command("a=d,d=I,i=\(imageID),q=2", payload: [], tmuxPassthrough: tmuxPassthrough)
    }

    /// Deletes the placements of the picture with `imageID` and keeps its
    /// data (`a=d,d=i`), so `display(imageID:columns:rows:)` can show it again.
    public static func deletePlacements(imageID: UInt32, tmuxPassthrough: Bool = false) -> [UInt8] {
        guard imageID != 0 else { return [] }
        return command("a=d,d=i,i=\(imageID),q=2", payload: [], tmuxPassthrough: tmuxPassthrough)
    }

    /// Deletes every placement on screen and keeps the pictures' data (`a=d,d=a`).
    public static func deleteAllPlacements(tmuxPassthrough: Bool = false) -> [UInt8] {
        command("a=d,d=a,q=2", payload: [], tmuxPassthrough: tmuxPassthrough)
    }

    /// Shows a picture the terminal already holds over `columns` × `rows`
    /// cells from the cursor, which stays where it is (`a=p`, `C=1`); empty for
    /// id zero or a size out of range.
    public static func display(imageID: UInt32, columns: Int, rows: Int, tmuxPassthrough: Bool = false) -> [UInt8] {
        guard imageID != 0, (1...maximumCells).contains(columns), (1...maximumCells).contains(rows) else { return [] }
        return command("a=p,i=\(imageID),c=\(columns),r=\(rows),C=1,q=2", payload: [], tmuxPassthrough: tmuxPassthrough)
    }

    /// Deletes every placement on screen and frees the data of pictures left
    /// without one (`a=d,d=A`). Virtual placements are not on screen: they go
    /// with `delete(imageID:)`.
    public static func deleteAll(tmuxPassthrough: Bool = false) -> [UInt8] {
        command("a=d,d=A,q=2", payload: [], tmuxPassthrough: tmuxPassthrough)
    }

    /// `sequence` wrapped for tmux's passthrough (`ESC P tmux; … ESC \`, every
    /// ESC inside doubled), which tmux forwards to the outer terminal when its
    /// `allow-passthrough` option is on. Works for any escape sequence (sixel,
    /// iTerm2), not only kitty's; tmux takes at most about 1 MB in one.
    public static func tmuxPassthrough(_ sequence: [UInt8]) -> [UInt8] {
        let escape: UInt8 = 0x1B
        var wrapped: [UInt8] = [escape, UInt8(ascii: "P")] + Array("tmux;".utf8)
        wrapped.reserveCapacity(sequence.count + sequence.count / 8 + 10)
        for byte in sequence {
            if byte == escape {
                wrapped.append(escape)
            }
            wrapped.append(byte)
        }
        wrapped += [escape, UInt8(ascii: "\\")]
        return wrapped
    }

    /// The payload in escape codes of at most `maximumChunkLength` base64
    /// bytes: the first carries `keys`, the others only `m` (and `q`), as the
    /// protocol requires; `m=1` on all but the last.
    private static func chunked(keys: String, payload: [UInt8], tmuxPassthrough: Bool) -> [UInt8] {
        var output: [UInt8] = []
        output.reserveCapacity(payload.count + (payload.count / maximumChunkLength + 1) * 40 + keys.utf8.count)
        var start = 0
        repeat {
            let end = min(payload.count, start + maximumChunkLength)
            let more = end < payload.count ? 1 : 0
            let control = start == 0 ? "\(keys),m=\(more)" : "m=\(more),q=2"
            output += command(control, payload: payload[start..<end], tmuxPassthrough: tmuxPassthrough)
            start = end
        } while start < payload.count
        return output
    }

    /// `ESC _ G <control> ; <payload> ESC \`, the `;` left out without a payload.
    private static func command(_ control: String, payload: ArraySlice<UInt8>, tmuxPassthrough: Bool) -> [UInt8] {
        var sequence: [UInt8] = [0x1B, UInt8(ascii: "_"), UInt8(ascii: "G")] + Array(control.utf8)
        if !payload.isEmpty {
            sequence.append(UInt8(ascii: ";"))
            sequence += payload
        }
        sequence += [0x1B, UInt8(ascii: "\\")]
        return tmuxPassthrough ? self.tmuxPassthrough(sequence) : sequence
    }
}
