// The app's own services, which the specs only name.

protocol UserService {}

protocol ShowService: Sendable {
    func show(id: String) async throws -> Show
    func episodes(showId: String) async throws -> [Episode]
}
