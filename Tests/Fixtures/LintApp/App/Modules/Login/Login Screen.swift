import SwiftUI

struct LoginView: View {
    let presenter: LoginPresenter
    private let network = URLSession(configuration: .ephemeral)

    var body: some View {
        Text("Sign in")
    }
}

final class LoginPresenter {
    func login() {
        let message = "unterminated
    }
}
