package upload

import (
	"bytes"
	"context"
	"fmt"
	"image"
	"image/color"
	"image/jpeg"
	"image/png"

	"github.com/casinobff/bff/adapters"
	"github.com/casinobff/bff/bff/httpx"
)

// Media types of the pictures an upload takes.
const (
	PNG  = "image/png"
	JPEG = "image/jpeg"
)

// jpegQuality is the quality pictures are encoded again at: IDs stay legible, files stay small.
const jpegQuality = 90

var (
	pngSignature  = []byte("\x89PNG\r\n\x1a\n")
	jpegSignature = []byte{0xFF, 0xD8, 0xFF}
)

// sniff is the picture's media type by its first bytes; empty when neither.
func sniff(data []byte) string {
	switch {
	case bytes.HasPrefix(data, pngSignature):
		return PNG
	case bytes.HasPrefix(data, jpegSignature):
		return JPEG
	}
	return ""
}

// picture checks one file and encodes its pixels again. A refusal is a field code and its
// detail; err is only the request's end while it waited for a decoding slot.
func (r *Reader) picture(ctx context.Context, data []byte) (adapters.Picture, httpx.FieldCode, string, error) {
	kind := sniff(data)
	if kind == "" {
		return adapters.Picture{}, httpx.FieldFileType, "png or jpg only", nil
	}
	decodeConfig, decode := png.DecodeConfig, png.Decode
	if kind == JPEG {
		decodeConfig, decode = jpeg.DecodeConfig, jpeg.Decode
	}
	cfg, err := decodeConfig(bytes.NewReader(data))
	if err != nil || cfg.Width <= 0 || cfg.Height <= 0 {
		return adapters.Picture{}, httpx.FieldFileType, "not a picture", nil
	}
	if !r.fits(cfg) {
		return adapters.Picture{}, httpx.FieldImageTooLarge,
			fmt.Sprintf("at most %d × %d pixels and %d megapixels", r.limits.MaxSide, r.limits.MaxSide, r.limits.MaxPixels>>20), nil
	}
	select {
	case r.slots <- struct{}{}:
	case <-ctx.Done():
		return adapters.Picture{}, "", "", ctx.Err()
	}
	defer func() { <-r.slots }()
	img, err := decode(bytes.NewReader(data))
	if err != nil {
		return adapters.Picture{}, httpx.FieldFileType, "the picture is damaged", nil
	}
	var out bytes.Buffer
	if kind == JPEG {
		img = upright(img, jpegOrientation(data))
		err = jpeg.Encode(&out, img, &jpeg.Options{Quality: jpegQuality})
	} else {
		err = (&png.Encoder{CompressionLevel: png.DefaultCompression}).Encode(&out, img)
	}
	if err != nil {
		return adapters.Picture{}, httpx.FieldFileType, "the picture could not be encoded", nil
	}
	return adapters.Picture{Data: out.Bytes(), MediaType: kind}, "", "", nil
}

// fits says whether a picture of cfg may be decoded: each side, the pixels, and the memory its
// colour model decodes to, all within the limits; checked from the header alone, so that a
// small file claiming 20000 × 20000 pixels is refused before any is decoded.
func (r *Reader) fits(cfg image.Config) bool {
	w, h := int64(cfg.Width), int64(cfg.Height)
	side := int64(r.limits.MaxSide)
	return w <= side && h <= side && w*h <= r.limits.MaxPixels && w*h*bytesPerPixel(cfg.ColorModel) <= r.limits.DecodedBytes
}

// bytesPerPixel is what one pixel of a colour model takes once decoded (YCbCr at its widest,
// 4:4:4).
func bytesPerPixel(m color.Model) int64 {
	switch m {
	case color.RGBA64Model, color.NRGBA64Model:
		return 8
	case color.Gray16Model:
		return 2
	case color.GrayModel, color.AlphaModel:
		return 1
	case color.YCbCrModel:
		return 3
	}
	if _, ok := m.(color.Palette); ok {
		return 1
	}
	return 4
}
