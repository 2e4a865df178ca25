import UIKit

protocol HomeViewInterface: AnyObject {}

final class HomePresenter {
    private let view: HomeViewInterface
    var output: HomeViewInterface?
    init(view: HomeViewInterface) { self.view = view }
}
