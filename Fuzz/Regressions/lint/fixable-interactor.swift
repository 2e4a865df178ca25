import Foundation
import UIKit // why not
import SwiftUI

protocol ListInteractorOutput: AnyObject {}

final class ListInteractor {
    var output: ListInteractorOutput!
}
