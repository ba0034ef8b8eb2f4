// TextUITests
