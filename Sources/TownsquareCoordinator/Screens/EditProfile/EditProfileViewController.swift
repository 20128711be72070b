import HeadlessUIKit

/// The name and bio, prefilled, with save and cancel.
final class EditProfileViewController: UIViewController {
  private let viewModel: EditProfileViewModel
  private let nameField = UITextField()
  private let bioField = UITextField()
  private let saveButton = UIButton(type: .system)
  private let cancelButton = UIButton(type: .system)
  private let errorLabel = UILabel()

  init(viewModel: EditProfileViewModel) {
    self.viewModel = viewModel
    super.init()
    screenName = "EditProfile"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.accessibilityIdentifier = "name"
    nameField.placeholder = "Name"
    nameField.text = viewModel.initialProfile?.name
    bioField.accessibilityIdentifier = "bio"
    bioField.placeholder = "Bio"
    bioField.text = viewModel.initialProfile?.bio
    saveButton.accessibilityIdentifier = "save"
    saveButton.setTitle("Save", for: .normal)
    saveButton.addAction(
      UIAction { [weak self] _ in
        guard let self else { return }
        viewModel.save(name: nameField.text ?? "", bio: bioField.text ?? "")
      }, for: .touchUpInside)
    cancelButton.accessibilityIdentifier = "cancel"
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.addAction(
      UIAction { [weak self] _ in self?.viewModel.cancel() }, for: .touchUpInside)
    errorLabel.accessibilityIdentifier = "error"
    for element in [nameField, bioField, saveButton, cancelButton, errorLabel] {
      view.addSubview(element)
    }
    viewModel.onChange = { [weak self] in self?.render() }
    render()
  }

  private func render() {
    errorLabel.text = viewModel.errorText
  }
}
