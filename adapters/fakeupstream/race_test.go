//go:build race

package fakeupstream

// raceDetector is true when the tests run with -race. Drawing every fixture picture is pixel
// work on one goroutine that the detector slows about thirty times and has nothing to find in;
// the Makefile's test-go runs that test once more without it.
const raceDetector = true
