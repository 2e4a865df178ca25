import UIKit
import Alamofire

final class HomeViewController: UIViewController {
    // Infinum's templates hold the presenter strongly; this one does not.
    weak var presenter: HomePresenterInterface?

    private let userService: UserService = UserAPIService()

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Shows: HomeInteractor is not used here"
    }
}

extension HomeViewController: HomeViewInterface {
    func reloadData() {
        view.setNeedsLayout()
    }
}
