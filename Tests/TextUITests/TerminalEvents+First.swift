import TextUI

extension TerminalEvents {
    /// The first `count` events, or fewer if the stream ends or nothing comes
    /// for a long while (a guard against hanging, not a timing assertion).
    func first(_ count: Int) async -> [TerminalEvent] {
        await withTaskGroup(of: [TerminalEvent].self) { group in
            group.addTask {
                var events: [TerminalEvent] = []
                for await event in self {
                    events.append(event)
                    if events.count == count { break }
                }
                return events
            }
            group.addTask {
                try? await Task.sleep(for: .seconds(10))
                return []
            }
            let first = await group.next() ?? []
            group.cancelAll()
            return first
        }
    }
}
