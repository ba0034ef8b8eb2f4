/// Values in the order first met, each once: a set answers "seen already?",
/// so gathering n values costs n look-ups, never n² comparisons.
struct UniqueInOrder<Element: Hashable> {
    private(set) var elements: [Element] = []
    private var seen: Set<Element> = []

    /// Appends `element` unless it is already there.
    mutating func insert(_ element: Element) {
        if seen.insert(element).inserted { elements.append(element) }
    }
}
