import { IconPlus, IconX } from "@tabler/icons-react";
import { type CSSProperties, useState } from "react";
import { Badge } from "~/components/badge";
import { Button, IconButton } from "~/components/button";
import { Chip } from "~/components/chip";
import { Columns } from "~/components/columns";
import { Dialog } from "~/components/dialog";
import layout from "~/components/layout.module.css";
import text from "~/components/text.module.css";
import { TextInput } from "~/components/text-input";
import { useActionForm } from "~/components/use-action-form";
import type { SavedSelection } from "~/features/curation/selection/schema";
import {
  SUGGESTION_DEFAULTS,
  SUGGESTION_LIMITS,
  type SuggestionResult,
  suggestionRequestSchema,
} from "~/features/curation/suggestions/schema";
import { labToCss, type PaletteColour } from "~/features/media";
import { formatDollars } from "~/lib/format";
import { UNREACHABLE } from "~/lib/http/unreachable";
import classes from "./populate-dialog.module.css";

/** A card of the dialog: a fresh suggestion, or a work of the saved selection reopened. */
type PickedWork = {
  artworkId: string;
  title: string;
  artistName: string | null;
  priceCents: number;
  imageUrl: string | null;
  matchedWords: string[];
  palette: PaletteColour[];
  /** False for a saved work since sold or withdrawn: shown, marked, left out of the total. */
  available: boolean;
};

/** Whole dollars with thousands separators and no decimals (R-populate-dialog). */
function wholeDollars(cents: number) {
  return formatDollars(Math.round(cents / 100));
}

function savedWorks(selection: SavedSelection | null): PickedWork[] {
  if (!selection) return [];
  return selection.works.map((work, index) => ({
    // A deleted work has no id left; its place in the list keys it.
    artworkId: work.artworkId ?? `gone-${index}`,
    title: work.title,
    artistName: work.artistName,
    priceCents: work.priceCents ?? 0,
    imageUrl: work.imageUrl,
    matchedWords: [],
    palette: [],
    available: work.available,
  }));
}

const gap = (size: string) => ({ "--gap": size }) as CSSProperties;

function Swatches({ palette, label }: { palette: PaletteColour[]; label: string }) {
  if (palette.length === 0) return null;
  return (
    <div className={classes.swatches} aria-label={label} role="img">
      <span className={`${text.xs} ${text.dimmed} ${classes.swatchLabel}`}>
        {label.startsWith("Wall") ? "Wall" : "Work"}
      </span>
      {palette.map((colour) => (
        <span
          key={`${colour.l}-${colour.a}-${colour.b}`}
          className={classes.swatch}
          style={{ background: labToCss(colour), flexGrow: Math.max(colour.share, 0.08) }}
        />
      ))}
    </div>
  );
}

function WorkCard({
  work,
  wallPalette,
  onRemove,
}: {
  work: PickedWork;
  wallPalette: PaletteColour[];
  onRemove: () => void;
}) {
  return (
    <li
      className={`${layout.paper} ${classes.card}`}
      data-unavailable={work.available ? undefined : true}
    >
      <div className={classes.imageFrame}>
        {work.imageUrl ? (
          <img src={work.imageUrl} alt={work.title} className={classes.image} />
        ) : null}
        <IconButton
          tooltipAlign="end"
          variant="default"
          size="sm"
          className={classes.remove}
          label={`Remove ${work.title} from the selection`}
          onClick={onRemove}
        >
          <IconX size={16} aria-hidden />
        </IconButton>
      </div>
      <div className={`${layout.stack} ${classes.cardBody}`}>
        <p className={`${text.plain} ${text.strong} ${classes.oneLine}`} title={work.title}>
          {work.title}
        </p>
        <p className={`${text.plain} ${text.sm} ${text.dimmed} ${classes.oneLine}`}>
          by {work.artistName ?? "Unknown Artist"}
        </p>
        {work.available ? (
          <p className={`${text.plain} ${text.strong}`}>{wholeDollars(work.priceCents)}</p>
        ) : (
          <Badge color="gray" className={classes.unavailable}>
            No longer available
          </Badge>
        )}
        {work.matchedWords.length > 0 ? (
          <p className={`${text.plain} ${text.xs} ${classes.note}`}>
            Matches: {work.matchedWords.join(", ")}
          </p>
        ) : null}
        {work.palette.length > 0 && wallPalette.length > 0 ? (
          <div className={layout.stack} style={gap("2px")}>
            <Swatches palette={work.palette} label={`Colours of ${work.title}`} />
            <Swatches palette={wallPalette} label="Wall colours" />
          </div>
        ) : null}
      </div>
    </li>
  );
}

/** A prompt is added when the prompts with it still pass the request's check. */
const promptsSchema = suggestionRequestSchema.pick({ prompts: true });

/**
 * The AI Gallery Population dialog (R-suggestions-best-set,
 * R-space-selection): pieces, budget and prompts in; the server's best set
 * within the budget out, each card saying why it was picked. 'Save
 * Selection' stores the cards shown on the space; a saved selection opens
 * again here to be changed or cleared. Closing resets to the defaults.
 */
export function PopulateDialog({
  space,
  onClose,
}: {
  space: { id: string; name: string; selection: SavedSelection | null } | null;
  onClose: () => void;
}) {
  return (
    <Dialog
      opened={space !== null}
      onClose={onClose}
      title="AI Gallery Population"
      closeLabel="Close AI Gallery Population"
      size="xl"
    >
      {space ? <PopulateForm key={space.id} space={space} onClose={onClose} /> : null}
    </Dialog>
  );
}

function PopulateForm({
  space,
  onClose,
}: {
  space: { id: string; name: string; selection: SavedSelection | null };
  onClose: () => void;
}) {
  const [pieces, setPieces] = useState<number | string>(SUGGESTION_DEFAULTS.pieces);
  const [budget, setBudget] = useState<number | string>(SUGGESTION_DEFAULTS.budget);
  const [prompt, setPrompt] = useState("");
  const [prompts, setPrompts] = useState<string[]>([]);
  const [works, setWorks] = useState<PickedWork[]>(() => savedWorks(space.selection));
  // The last suggestions answered; the cards show them unless the saved selection is reopened.
  const [suggested, setSuggested] = useState<SuggestionResult | null>(null);
  const hasSaved = (space.selection?.works.length ?? 0) > 0;

  const promptEntry = useActionForm({ schema: promptsSchema });
  const generation = useActionForm<SuggestionResult, typeof suggestionRequestSchema>({
    schema: suggestionRequestSchema,
    action: `/api/curator/spaces/${space.id}/suggestions`,
    failureToast: true,
    // Suggestions change nothing the page shows.
    revalidate: false,
    onSuccess: (found) => {
      setSuggested(found);
      setWorks(found.suggestions.map((suggestion) => ({ ...suggestion, available: true })));
    },
    // The cards shown answered other inputs; they must not be saved as this answer. A
    // request that got no answer changed nothing, so the cards stay as they were.
    onFailure: (answer) => {
      if (answer.code !== UNREACHABLE) setWorks([]);
    },
  });
  const selection = useActionForm<{ intent: "save" | "clear"; saved: number }>({
    action: `/api/curator/spaces/${space.id}/selection`,
    successToast: (answer) => (answer.intent === "save" ? "Selection saved" : "Selection cleared"),
    failureToast: true,
    onSuccess: (answer) => {
      if (answer.intent === "save") onClose();
      else setWorks([]);
    },
  });
  // What the cards are: the saved selection reopened, or the last suggestions.
  const showingSaved = suggested === null;
  const wallPalette = suggested?.wallPalette ?? [];
  const errors = { ...generation.errors, ...promptEntry.errors };

  const total = works.reduce((sum, work) => sum + (work.available ? work.priceCents : 0), 0);
  const unavailable = works.filter((work) => !work.available).length;

  function addPrompt() {
    const text = prompt.trim();
    generation.clearErrors();
    if (!promptEntry.check({ prompts: [...prompts, text] })) return;
    if (!prompts.includes(text)) setPrompts([...prompts, text]);
    setPrompt("");
  }

  function generate() {
    if (generation.pending) return;
    promptEntry.clearErrors();
    // Pieces fall back to 1 and the budget to 0 when not a number (R-populate-dialog).
    const values = {
      pieces: pieces === "" ? 1 : pieces,
      budget: budget === "" ? 0 : budget,
      prompts,
    };
    generation.submit(values, (request) => {
      const body = new URLSearchParams({
        pieces: String(request.pieces),
        budget: String(request.budget),
      });
      for (const text of request.prompts) body.append("prompts", text);
      return body;
    });
  }

  function changeSelection(intent: "save" | "clear") {
    const body = new URLSearchParams({ intent });
    if (intent === "save") {
      for (const work of works) if (work.available) body.append("artworkIds", work.artworkId);
    }
    selection.submit(body);
  }

  return (
    <div className={layout.stack}>
      <p className={`${text.plain} ${text.sm} ${text.dimmed}`}>
        For <strong>{space.name}</strong>: the best set of available works within your budget,
        matched to your prompts and to the colours of the space's photo.
      </p>
      <Columns cols={{ base: 1, xs: 2 }} spacing="md">
        <TextInput
          label="Number of Pieces"
          type="number"
          inputMode="numeric"
          min={SUGGESTION_LIMITS.minPieces}
          max={SUGGESTION_LIMITS.maxPieces}
          step={1}
          value={pieces}
          onChange={(event) => setPieces(event.currentTarget.value)}
          error={errors.pieces}
        />
        <TextInput
          label="Total Budget"
          type="number"
          inputMode="numeric"
          min={SUGGESTION_LIMITS.minBudget}
          step={SUGGESTION_LIMITS.budgetStep}
          leftSection={
            <span className={classes.currency} aria-hidden>
              $
            </span>
          }
          value={budget}
          onChange={(event) => setBudget(event.currentTarget.value)}
          error={errors.budget}
        />
      </Columns>
      <div className={layout.stack} style={gap("6px")}>
        {/* The Add button sits beside the input, level with it, whatever the label and error. */}
        <div className={classes.promptRow}>
          <TextInput
            className={classes.promptField}
            label="Prompts"
            placeholder="e.g. calm blue abstract"
            description="Words describing the art you want; press Enter or Add to add each one."
            value={prompt}
            onChange={(event) => setPrompt(event.currentTarget.value)}
            onKeyDown={(event) => {
              if (event.key === "Enter") {
                event.preventDefault();
                addPrompt();
              }
            }}
            maxLength={SUGGESTION_LIMITS.maxPromptLength}
            error={errors.prompts}
          />
          <Button
            variant="default"
            className={classes.add}
            leftSection={<IconPlus size={14} aria-hidden />}
            onClick={addPrompt}
          >
            Add
          </Button>
        </div>
        {prompts.length > 0 ? (
          <fieldset className={classes.chips} aria-label="Added prompts">
            {prompts.map((entry) => (
              <Chip
                key={entry}
                label={entry}
                removeLabel={`Remove prompt ${entry}`}
                onRemove={() => setPrompts(prompts.filter((p) => p !== entry))}
              />
            ))}
          </fieldset>
        ) : null}
      </div>
      <div className={`${layout.row} ${classes.end}`}>
        <Button onClick={generate} loading={generation.pending}>
          {generation.pending ? "Generating Suggestions..." : "Generate Suggestions"}
        </Button>
      </div>

      {works.length > 0 ? (
        <div className={layout.stack} style={gap("var(--spacing-sm)")} aria-live="polite">
          <div className={`${layout.row} ${layout.between}`}>
            <h3 className={`${text.title} ${classes.resultsTitle}`}>
              {showingSaved ? "Saved selection" : "Suggested artworks"}
            </h3>
            <p className={`${text.plain} ${text.strong}`}>Total: {wholeDollars(total)}</p>
          </div>
          <Columns
            cols={{ base: 1, xs: 2, sm: 3 }}
            spacing="sm"
            component="ul"
            className={classes.grid}
          >
            {works.map((work) => (
              <WorkCard
                key={work.artworkId}
                work={work}
                wallPalette={wallPalette}
                onRemove={() => setWorks(works.filter((w) => w.artworkId !== work.artworkId))}
              />
            ))}
          </Columns>
          {unavailable > 0 ? (
            <p className={`${text.plain} ${text.sm} ${classes.note}`}>
              {unavailable === 1 ? "One work is" : `${unavailable} works are`} no longer available
              (sold or withdrawn); saving keeps only the works still available.
            </p>
          ) : null}
        </div>
      ) : null}

      <div className={`${layout.row} ${layout.between} ${classes.footer}`}>
        {hasSaved ? (
          <Button
            variant="subtle"
            color="red.8"
            onClick={() => changeSelection("clear")}
            disabled={selection.pending}
          >
            Clear Selection
          </Button>
        ) : (
          <span />
        )}
        <div className={layout.row} style={gap("var(--spacing-sm)")}>
          <Button variant="default" onClick={onClose}>
            Close
          </Button>
          <Button
            onClick={() => changeSelection("save")}
            loading={selection.pending}
            disabled={works.length === unavailable || generation.pending}
          >
            Save Selection
          </Button>
        </div>
      </div>
    </div>
  );
}
