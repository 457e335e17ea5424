// Package deploy holds what runs the BFF in production: the Kubernetes manifests in
// kubernetes/ (kubectl apply -k deploy/kubernetes) and, optionally, a Redis in
// kubernetes/redis/. The image is built by the Dockerfile at the repository root. The
// package has no code: its test decodes every manifest strictly with the Kubernetes API
// types and checks them, and the Dockerfile, against the BFF itself.
package deploy
