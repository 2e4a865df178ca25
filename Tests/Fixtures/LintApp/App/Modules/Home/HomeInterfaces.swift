import Foundation

protocol HomeWireframeInterface: WireframeInterface {
    func navigateToDetails(id: String)
}

protocol HomeViewInterface: AnyObject {
    func reloadData()
}

protocol HomePresenterInterface: AnyObject {
    var numberOfItems: Int { get }
    func itemSelected(at index: Int)
}

protocol HomeInteractorInterface: AnyObject {
    func getShows(_ completion: @escaping (Result<[String], Error>) -> Void)
}
