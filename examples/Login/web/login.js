// The login page's own JavaScript: a stand-in for the sign-in service, which Swift calls by name
// (JSFunction("logIn")), since a static server cannot answer a POST.
//
// It answers after a moment, as a server would (`?delay=3000` in the page's URL makes it slower, to watch
// the form wait). One demo account is known; any other password is refused, and any address at
// offline.example finds the service unavailable.

const account = { email: 'ada@example.com', password: 'lovelace1', name: 'Ada Lovelace' }
const delay = Number(new URLSearchParams(location.search).get('delay')) || 600

function failure(name, message) {
  const error = new Error(message)
  error.name = name
  return error
}

/** Resolves with the account's name, or rejects with a WrongPasswordError or a ServiceUnavailableError. */
export function logIn(email, password, { signal }) {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      const address = email.toLowerCase()
      if (address.endsWith('@offline.example')) {
        reject(failure('ServiceUnavailableError', 'The sign-in service did not answer.'))
      } else if (address === account.email && password === account.password) {
        resolve(account.name)
      } else {
        // An unknown address is refused as a wrong password is, so nobody learns which addresses exist.
        reject(failure('WrongPasswordError', 'The email address and password do not match.'))
      }
    }, delay)
    signal.addEventListener('abort', () => {
      clearTimeout(timer)
      reject(signal.reason)
    })
  })
}
