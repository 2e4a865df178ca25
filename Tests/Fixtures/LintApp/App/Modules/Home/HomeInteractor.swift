import Foundation

final class HomeInteractor {
    private let userService: UserService

    init(userService: UserService) {
        self.userService = userService
    }
}

extension HomeInteractor: HomeInteractorInterface {
    func getShows(_ completion: @escaping (Result<[String], Error>) -> Void) {
        completion(.success(["Dark", "Fargo"]))
    }
}
