# syntax=docker/dockerfile:1
#
# The BFF's image: the site built by Node, embedded in one static Go binary, on distroless.
# The build context is the repository root:
#
#   docker build -t casino-bff:$(git rev-parse --short HEAD) .
#   docker run --rm -p 8080:8080 casino-bff:...     # the demo on the embedded fixtures
#
# BuildKit (the default builder since Docker 23) builds both build stages on the builder's own
# platform and cross-compiles the binary for the target one: --platform linux/arm64 needs no
# emulation. deploy/deploy_test.go checks this file's promises statically (`go test ./deploy/`).
#
# Base images are pinned by tag. A merchant's CI should pin them by digest as well
# (FROM golang:1.26-bookworm@sha256:...), so that a rebuild of one commit is the same image,
# and move the digests on purpose.

# 1. The site. It is the same for every platform, so it builds once on the builder's.
FROM --platform=$BUILDPLATFORM node:20-bookworm-slim AS site
WORKDIR /src/frontend
COPY frontend/package.json frontend/package-lock.json ./
# --ignore-scripts: the only install script is msw's, which copies its development worker
# into public/; a production build removes that worker anyway (vite.config.ts, drop-msw-worker).
RUN npm ci --ignore-scripts --no-audit --no-fund
COPY frontend/ ./
# tsc, then vite build: fails when the first view's script budget is exceeded.
RUN npm run build

# 2. The binary: static (no cgo, so no libc at run time), paths trimmed, symbols stripped,
# with the site from stage 1 and the fixtures of testdata/upstream embedded.
FROM --platform=$BUILDPLATFORM golang:1.26-bookworm AS bff
WORKDIR /src
COPY go.mod go.sum ./
RUN go mod download
COPY . .
COPY --from=site /src/frontend/dist ./frontend/dist
ARG TARGETOS
ARG TARGETARCH
RUN CGO_ENABLED=0 GOOS=$TARGETOS GOARCH=$TARGETARCH \
    go build -trimpath -ldflags "-s -w" -o /out/bff ./cmd/bff

# 3. What runs: the binary alone on distroless static (CA certificates, time zones, a passwd
# naming 65532 nonroot; no shell, no package manager). It writes no file, so a read-only
# root file system suits it, and it needs no writable directory, not even /tmp.
FROM gcr.io/distroless/static-debian12:nonroot
COPY --from=bff /out/bff /bff
USER 65532:65532
# Every interface: in a container the address to reach is the pod's, not loopback.
ENV BFF_LISTEN=0.0.0.0:8080
EXPOSE 8080
ENTRYPOINT ["/bff", "serve"]
