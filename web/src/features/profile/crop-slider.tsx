import { HStack, Slider } from '@chakra-ui/react';

interface CropSliderProps {
  label: string;
  value: number;
  min: number;
  max: number;
  step: number;
  /** How the value reads on screen and to assistive technology ('150%', '45°'). */
  format: (value: number) => string;
  onChange: (value: number) => void;
}

/** A labelled slider of the crop dialog, its value shown beside the label. */
export function CropSlider({ label, value, min, max, step, format, onChange }: CropSliderProps) {
  return (
    <Slider.Root
      min={min}
      max={max}
      step={step}
      value={[value]}
      onValueChange={(details) => onChange(details.value[0] ?? value)}
      getAriaValueText={(details) => format(details.value)}
      colorPalette="orange"
    >
      <HStack justify="space-between">
        <Slider.Label>{label}</Slider.Label>
        <Slider.ValueText>{format(value)}</Slider.ValueText>
      </HStack>
      <Slider.Control>
        <Slider.Track>
          <Slider.Range />
        </Slider.Track>
        <Slider.Thumbs />
      </Slider.Control>
    </Slider.Root>
  );
}
