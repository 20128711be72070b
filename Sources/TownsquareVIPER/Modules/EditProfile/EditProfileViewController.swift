import HeadlessUIKit

/// The profile form shown in a sheet: name and bio fields, save and cancel, an error line.
@MainActor
final class EditProfileViewController: UIViewController {
  /// Strong: the view owns its module (presenter, and through it the wireframe).
  private let output: any EditProfileViewOutput
  private let nameField = UITextField()
  private let bioField = UITextField()
  private let saveButton = UIButton(type: .system)
  private let cancelButton = UIButton(type: .system)
  private let errorLabel = UILabel()

  init(output: any EditProfileViewOutput) {
    self.output = output
    super.init()
    screenName = "EditProfile"
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    nameField.accessibilityIdentifier = "name"
    nameField.placeholder = "Name"
    bioField.accessibilityIdentifier = "bio"
    bioField.placeholder = "Bio"
    saveButton.accessibilityIdentifier = "save"
    saveButton.setTitle("Save", for: .normal)
    saveButton.addAction(
      UIAction { [weak self] _ in self?.saveTapped() }, for: .touchUpInside)
    cancelButton.accessibilityIdentifier = "cancel"
    cancelButton.setTitle("Cancel", for: .normal)
    cancelButton.addAction(
      UIAction { [weak self] _ in self?.output.didTapCancel() }, for: .touchUpInside)
    errorLabel.accessibilityIdentifier = "error"
    for element in [nameField, bioField, saveButton, cancelButton, errorLabel] {
      view.addSubview(element)
    }
    output.viewIsReady()
  }

  private func saveTapped() {
    output.didTapSave(name: nameField.text ?? "", bio: bioField.text ?? "")
  }
}

extension EditProfileViewController: EditProfileViewInput {
  func display(name: String, bio: String) {
    nameField.text = name
    bioField.text = bio
  }

  func display(error: String) {
    errorLabel.text = error
  }
}
