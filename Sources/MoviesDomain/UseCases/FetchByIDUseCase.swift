/// Fetches one thing TMDB knows by an id: a film's videos (`movies videos`,
/// `v`; `MovieVideos.ordered` and `.trailer` order them), a person's
/// biography and filmography. Cached, then fresh, as the policy allows.
///
/// A fetch that needs more than the id (a page of reviews, a region's
/// offers) or does more than fetch (a film's details) has a use case of its own.
public protocol FetchByIDUseCase<Identifier, Value>: Sendable {
    associatedtype Identifier: Sendable
    associatedtype Value: Sendable

    func execute(id: Identifier, policy: FetchPolicy) -> AsyncThrowingStream<Fetched<Value>, any Error>
}
