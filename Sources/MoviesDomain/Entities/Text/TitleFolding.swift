/// Folds text for matching titles and names: case, diacritics and width are
/// ignored, so `AMÉLIE`, `amelie` and `ａｍｅｌｉｅ` fold alike.
///
/// The one home of folding: the catalogue's title search (MoviesData) and the
/// resolution of provider and keyword names (`NameResolution`) both use it.
///
/// The result is the same as Foundation's
/// `folding(options: [.caseInsensitive, .diacriticInsensitive, .widthInsensitive], locale: nil)`
/// followed by `lowercased()`, read from a table generated from Foundation
/// (`TitleFoldingTable.swift`), because the app links `FoundationEssentials`
/// only: full Foundation brings ICU, tens of megabytes and a slower start.
public enum TitleFolding {
    /// `text` with case, diacritics and width folded away.
    public static func fold(_ text: String) -> String {
        var folded = String.UnicodeScalarView()
        var attachment = Attachment.none
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if value > 0, value < 0x80 {
                // ASCII folds to its lowercase form, vanishes after nothing, and
                // sheds every diacritic that follows it.
                folded.append(value >= 0x41 && value <= 0x5A ? Unicode.Scalar(UInt8(value + 0x20)) : scalar)
                attachment = .foldingBase
                continue
            }
            switch attachment {
            case .foldingBase where contains(value, in: droppedRanges):
                continue
            case .otherBase(let base) where contains(value, in: droppedAfterAnyBaseRanges)
                && !contains(base, in: basesKeepingDiacriticsRanges):
                attachment = .spent
                continue
            default:
                break
            }
            if let replacement = replacement(for: value) {
                folded.append(contentsOf: replacement.unicodeScalars)
            } else {
                folded.append(contentsOf: scalar.properties.lowercaseMapping.unicodeScalars)
            }
            if case .spent = attachment, contains(value, in: droppedRanges) {
                continue
            }
            attachment = contains(value, in: foldingBaseRanges) ? .foldingBase : .otherBase(value)
        }
        return String(folded)
    }

    /// What the marks that follow attach to, which decides whether they vanish.
    private enum Attachment {
        /// The start of the text: nothing vanishes.
        case none
        /// A letter Foundation folds: every mark of `droppedRanges` after it vanishes.
        case foldingBase
        /// Any other scalar: the first diacritic after it may vanish, the rest stay.
        case otherBase(UInt32)
        /// A diacritic after `otherBase` vanished: the marks after it stay.
        case spent
    }

    private static func replacement(for value: UInt32) -> String? {
        guard let index = firstIndex(in: replacedScalars, notBelow: value), replacedScalars[index] == value else {
            return nil
        }
        return replacements[index]
    }

    /// Whether `value` lies in one of `ranges`, sorted (first, last) pairs.
    private static func contains(_ value: UInt32, in ranges: [UInt32]) -> Bool {
        // Finds the last range starting at or below `value`.
        var low = 0
        var high = ranges.count / 2
        while low < high {
            let middle = (low + high) / 2
            if ranges[2 * middle] <= value { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return false }
        return value <= ranges[2 * (low - 1) + 1]
    }

    /// The index of the first element of the sorted `values` that is `value` or more.
    private static func firstIndex(in values: [UInt32], notBelow value: UInt32) -> Int? {
        var low = 0
        var high = values.count
        while low < high {
            let middle = (low + high) / 2
            if values[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low < values.count ? low : nil
    }
}
