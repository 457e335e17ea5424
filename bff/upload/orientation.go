package upload

import (
	"bytes"
	"encoding/binary"
	"image"
	"image/color"
)

// A phone's camera writes the picture as its sensor saw it and says in the EXIF Orientation tag
// how to turn it. Encoding the pixels again drops the EXIF, and with it that tag: the picture is
// turned upright first, so that an ID photographed sideways is not sent sideways.

// jpegOrientation is the EXIF Orientation (1 to 8) of a JPEG's APP1 segment; 1 (as stored)
// when there is none or it cannot be read.
func jpegOrientation(b []byte) int {
	if len(b) < 4 || b[0] != 0xFF || b[1] != 0xD8 {
		return 1
	}
	for i := 2; i+4 <= len(b); {
		if b[i] != 0xFF {
			return 1
		}
		marker := b[i+1]
		switch {
		case marker == 0xFF: // fill byte
			i++
			continue
		case marker == 0xDA || marker == 0xD9: // the image data starts, or the file ends
			return 1
		case marker == 0x01 || (marker >= 0xD0 && marker <= 0xD7): // no length
			i += 2
			continue
		}
		n := int(b[i+2])<<8 | int(b[i+3])
		if n < 2 || i+2+n > len(b) {
			return 1
		}
		if seg := b[i+4 : i+2+n]; marker == 0xE1 && bytes.HasPrefix(seg, []byte("Exif\x00\x00")) {
			return tiffOrientation(seg[6:])
		}
		i += 2 + n
	}
	return 1
}

// tiffOrientation reads tag 0x0112 of the first IFD of a TIFF header.
func tiffOrientation(t []byte) int {
	if len(t) < 8 {
		return 1
	}
	var order binary.ByteOrder
	switch string(t[:2]) {
	case "II":
		order = binary.LittleEndian
	case "MM":
		order = binary.BigEndian
	default:
		return 1
	}
	if order.Uint16(t[2:]) != 42 {
		return 1
	}
	off := order.Uint32(t[4:])
	if off < 8 || uint64(off)+2 > uint64(len(t)) {
		return 1
	}
	entries := int(order.Uint16(t[off:]))
	for k := range entries {
		e := int(off) + 2 + 12*k
		if e+12 > len(t) {
			return 1
		}
		const orientationTag, short = 0x0112, 3
		if order.Uint16(t[e:]) == orientationTag && order.Uint16(t[e+2:]) == short {
			if v := int(order.Uint16(t[e+8:])); v >= 1 && v <= 8 {
				return v
			}
			return 1
		}
	}
	return 1
}

// upright turns img as EXIF orientation o says: 2 mirrored, 3 upside down, 4 flipped, 5
// transposed, 6 turned a quarter clockwise to be upright, 7 transversed, 8 a quarter
// anticlockwise. 1, or anything else, leaves it as it is.
func upright(img image.Image, o int) image.Image {
	if o < 2 || o > 8 {
		return img
	}
	b := img.Bounds()
	w, h := b.Dx(), b.Dy()
	dw, dh := w, h
	if o >= 5 {
		dw, dh = h, w
	}
	dst := image.NewRGBA(image.Rect(0, 0, dw, dh))
	pixel := pixelReader(img)
	for y := range dh {
		row := dst.Pix[y*dst.Stride:]
		for x := range dw {
			var sx, sy int
			switch o {
			case 2:
				sx, sy = w-1-x, y
			case 3:
				sx, sy = w-1-x, h-1-y
			case 4:
				sx, sy = x, h-1-y
			case 5:
				sx, sy = y, x
			case 6:
				sx, sy = y, h-1-x
			case 7:
				sx, sy = w-1-y, h-1-x
			case 8:
				sx, sy = w-1-y, x
			}
			r, g, bl, a := pixel(b.Min.X+sx, b.Min.Y+sy)
			row[4*x], row[4*x+1], row[4*x+2], row[4*x+3] = r, g, bl, a
		}
	}
	return dst
}

// pixelReader reads one pixel as 8-bit RGBA; the YCbCr and grey pictures a JPEG decodes to
// without a colour value allocated per pixel.
func pixelReader(img image.Image) func(x, y int) (r, g, b, a uint8) {
	switch src := img.(type) {
	case *image.YCbCr:
		return func(x, y int) (uint8, uint8, uint8, uint8) {
			c := src.YCbCrAt(x, y)
			r, g, b := color.YCbCrToRGB(c.Y, c.Cb, c.Cr)
			return r, g, b, 0xFF
		}
	case *image.Gray:
		return func(x, y int) (uint8, uint8, uint8, uint8) {
			v := src.GrayAt(x, y).Y
			return v, v, v, 0xFF
		}
	}
	return func(x, y int) (uint8, uint8, uint8, uint8) {
		c := color.RGBAModel.Convert(img.At(x, y)).(color.RGBA)
		return c.R, c.G, c.B, c.A
	}
}
