import Alamofire
import Foundation

protocol UserService: AnyObject {
    func logout()
}

final class UserAPIService: UserService {
    private let session = URLSession.shared

    func logout() {
        session.invalidateAndCancel()
    }
}
