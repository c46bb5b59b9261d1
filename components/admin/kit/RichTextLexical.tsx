'use client';
/**
 * The rich-text editor's Lexical part: the fixed toolbar (bold, italic, headings, bulleted and
 * numbered lists, links) over the 200 px text area. It loads the stored HTML and reports HTML on
 * every change; the server sanitises what it stores (lib/catalogue/sanitize.ts), so the editor is a
 * convenience, not a gate. Loaded only in the browser and only where an editor is shown, through
 * RichTextEditor.tsx (which draws the label, the frame and the error around it).
 */
import { $generateHtmlFromNodes, $generateNodesFromDOM } from '@lexical/html';
import { $isLinkNode, LinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { $isListNode, INSERT_ORDERED_LIST_COMMAND, INSERT_UNORDERED_LIST_COMMAND, ListItemNode, ListNode, REMOVE_LIST_COMMAND } from '@lexical/list';
import { LexicalComposer } from '@lexical/react/LexicalComposer';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LinkPlugin } from '@lexical/react/LexicalLinkPlugin';
import { ListPlugin } from '@lexical/react/LexicalListPlugin';
import { OnChangePlugin } from '@lexical/react/LexicalOnChangePlugin';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $createHeadingNode, $isHeadingNode, HeadingNode, type HeadingTagType } from '@lexical/rich-text';
import { $setBlocksType } from '@lexical/selection';
import { $findMatchingParent, $getNearestNodeOfType } from '@lexical/utils';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import ToggleButton from '@mui/material/ToggleButton';
import {
  $createParagraphNode,
  $getRoot,
  $getSelection,
  $isElementNode,
  $isRangeSelection,
  $setSelection,
  FORMAT_TEXT_COMMAND,
  type EditorState,
  type LexicalEditor,
} from 'lexical';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { EDITOR_HEIGHT, isAllowedLink, RICH_TEXT, TOOLBAR_HEIGHT } from './rich-text';

/** Class names Lexical puts on its nodes; styled by the text area's sx below. */
const THEME = {
  paragraph: 'rte-p',
  heading: { h2: 'rte-h2', h3: 'rte-h3' },
  list: { ul: 'rte-ul', ol: 'rte-ol', listitem: 'rte-li', nested: { listitem: 'rte-nested' } },
  link: 'rte-link',
  text: { bold: 'rte-bold', italic: 'rte-italic' },
};

const CONTENT_SX = {
  lineHeight: 1.5,
  '& .rte-content': { overflowY: 'auto', px: 1.5, py: 1.25, outline: 'none', boxSizing: 'border-box' },
  '& .rte-p': { m: 0, mb: 1 },
  '& .rte-h2': { fontSize: '1.25rem', my: 1 },
  '& .rte-h3': { fontSize: '1.1rem', my: 1 },
  '& .rte-ul, & .rte-ol': { m: 0, mb: 1, pl: 3 },
  '& .rte-li': { my: 0.25 },
  '& .rte-nested': { listStyle: 'none' },
  '& .rte-link': { color: 'primary.main', textDecoration: 'underline' },
  '& .rte-bold': { fontWeight: 700 },
  '& .rte-italic': { fontStyle: 'italic' },
} as const;

function loadHtml(html: string) {
  return (editor: LexicalEditor) => {
    if (!html.trim()) return;
    const dom = new DOMParser().parseFromString(html, 'text/html');
    const nodes = $generateNodesFromDOM(editor, dom).map((node) => {
      // Top-level text and inline nodes must sit in a block.
      if ($isElementNode(node) && !node.isInline()) return node;
      const paragraph = $createParagraphNode();
      paragraph.append(node);
      return paragraph;
    });
    // Appended, not inserted at a selection: a selection made here would put the browser's caret
    // (and the focus, and the page's scroll position) into every editor that loads a text.
    const root = $getRoot();
    root.clear();
    root.append(...nodes);
    $setSelection(null);
  };
}

type Block = 'paragraph' | HeadingTagType | 'bullet' | 'number';

function Tool({ label, pressed, onClick, children }: { label: string; pressed: boolean; onClick: () => void; children: ReactNode }) {
  return (
    <ToggleButton
      value={label}
      size="small"
      selected={pressed}
      aria-label={label}
      title={label}
      // Keeps the text selection in the editor.
      onMouseDown={(e) => e.preventDefault()}
      onChange={onClick}
      sx={{ minWidth: 36, height: 36, px: 1, flexShrink: 0, border: 0, fontWeight: 700, lineHeight: 1 }}
    >
      {children}
    </ToggleButton>
  );
}

function Toolbar({ labelId }: { labelId: string }) {
  const [editor] = useLexicalComposerContext();
  const [bold, setBold] = useState(false);
  const [italic, setItalic] = useState(false);
  const [block, setBlock] = useState<Block>('paragraph');
  const [link, setLink] = useState(false);
  const [linkOpen, setLinkOpen] = useState(false);
  const [linkUrl, setLinkUrl] = useState('https://');
  const [linkError, setLinkError] = useState('');
  const linkInputId = useId();

  const refresh = useCallback(() => {
    const selection = $getSelection();
    if (!$isRangeSelection(selection)) return;
    setBold(selection.hasFormat('bold'));
    setItalic(selection.hasFormat('italic'));
    const anchor = selection.anchor.getNode();
    const element = anchor.getKey() === 'root' ? anchor : ($findMatchingParent(anchor, (n) => n.getParent()?.getKey() === 'root') ?? anchor);
    const list = $getNearestNodeOfType(anchor, ListNode);
    if (list && $isListNode(list)) setBlock(list.getListType() === 'number' ? 'number' : 'bullet');
    else if ($isHeadingNode(element)) setBlock(element.getTag());
    else setBlock('paragraph');
    setLink(Boolean($findMatchingParent(anchor, $isLinkNode)));
  }, []);

  useEffect(() => editor.registerUpdateListener(({ editorState }) => editorState.read(refresh)), [editor, refresh]);

  const setHeading = (tag: HeadingTagType | 'paragraph') => {
    editor.update(() => {
      const selection = $getSelection();
      if (!$isRangeSelection(selection)) return;
      if (tag === 'paragraph' || block === tag) $setBlocksType(selection, () => $createParagraphNode());
      else $setBlocksType(selection, () => $createHeadingNode(tag));
    });
  };

  const toggleList = (type: 'bullet' | 'number') => {
    if (block === type) editor.dispatchCommand(REMOVE_LIST_COMMAND, undefined);
    else editor.dispatchCommand(type === 'bullet' ? INSERT_UNORDERED_LIST_COMMAND : INSERT_ORDERED_LIST_COMMAND, undefined);
  };

  const applyLink = () => {
    const url = linkUrl.trim();
    if (!isAllowedLink(url)) {
      setLinkError(RICH_TEXT.badLink);
      return;
    }
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
    setLinkOpen(false);
    setLinkError('');
    editor.focus();
  };

  const separator = <Divider orientation="vertical" flexItem aria-hidden="true" sx={{ mx: 0.5, my: 0.5 }} />;

  return (
    <>
      <Stack
        role="toolbar"
        aria-labelledby={labelId}
        direction="row"
        spacing={0.5}
        sx={{
          alignItems: 'center',
          height: TOOLBAR_HEIGHT,
          boxSizing: 'border-box',
          px: 0.75,
          overflowX: 'auto',
          borderBottom: 1,
          borderColor: 'divider',
          bgcolor: 'background.default',
        }}
      >
        <Tool label={RICH_TEXT.bold} pressed={bold} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'bold')}>
          <FormatBoldIcon fontSize="small" />
        </Tool>
        <Tool label={RICH_TEXT.italic} pressed={italic} onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, 'italic')}>
          <FormatItalicIcon fontSize="small" />
        </Tool>
        {separator}
        <Tool label={RICH_TEXT.h2} pressed={block === 'h2'} onClick={() => setHeading('h2')}>
          H2
        </Tool>
        <Tool label={RICH_TEXT.h3} pressed={block === 'h3'} onClick={() => setHeading('h3')}>
          H3
        </Tool>
        <Tool label={RICH_TEXT.paragraph} pressed={block === 'paragraph'} onClick={() => setHeading('paragraph')}>
          ¶
        </Tool>
        {separator}
        <Tool label={RICH_TEXT.bullets} pressed={block === 'bullet'} onClick={() => toggleList('bullet')}>
          <FormatListBulletedIcon fontSize="small" />
        </Tool>
        <Tool label={RICH_TEXT.numbered} pressed={block === 'number'} onClick={() => toggleList('number')}>
          <FormatListNumberedIcon fontSize="small" />
        </Tool>
        {separator}
        <Tool
          label={RICH_TEXT.link}
          pressed={link || linkOpen}
          onClick={() => {
            if (link) editor.dispatchCommand(TOGGLE_LINK_COMMAND, null);
            else setLinkOpen((open) => !open);
          }}
        >
          <LinkIcon fontSize="small" />
        </Tool>
      </Stack>
      {linkOpen && (
        <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap', p: 1, borderBottom: 1, borderColor: 'divider' }}>
          <TextField
            id={linkInputId}
            size="small"
            type="url"
            label={RICH_TEXT.linkAddress}
            value={linkUrl}
            autoFocus
            onChange={(e) => setLinkUrl(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                applyLink();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                setLinkOpen(false);
              }
            }}
            error={Boolean(linkError)}
            helperText={linkError || undefined}
            slotProps={{ formHelperText: { role: 'alert' } }}
            sx={{ flex: '1 1 220px' }}
          />
          <Button variant="outlined" onClick={applyLink}>
            {RICH_TEXT.insertLink}
          </Button>
        </Stack>
      )}
    </>
  );
}

/** Empty when the editor holds nothing but an empty paragraph. */
function htmlOf(editor: LexicalEditor, state: EditorState): string {
  return state.read(() => {
    const root = $getRoot();
    const only = root.getFirstChild();
    if (root.getChildrenSize() <= 1 && root.getTextContent().trim() === '' && !(only && $isListNode(only))) return '';
    return $generateHtmlFromNodes(editor, null);
  });
}

export interface RichTextLexicalProps {
  /** The id of the visible label (names the toolbar and the text area). */
  labelId: string;
  /** The id of the error under the frame, when there is one. */
  errorId?: string;
  initial: string;
  onChange: (html: string) => void;
}

export default function RichTextLexical({ labelId, errorId, initial, onChange }: RichTextLexicalProps) {
  return (
    <LexicalComposer
      initialConfig={{
        namespace: 'produkttekst',
        theme: THEME,
        nodes: [HeadingNode, ListNode, ListItemNode, LinkNode],
        editorState: loadHtml(initial),
        onError: (e) => {
          throw e;
        },
      }}
    >
      <Toolbar labelId={labelId} />
      <Box sx={CONTENT_SX}>
        <RichTextPlugin
          contentEditable={
            <ContentEditable
              className="rte-content"
              style={{ height: EDITOR_HEIGHT }}
              aria-labelledby={labelId}
              aria-multiline
              aria-invalid={Boolean(errorId)}
              aria-describedby={errorId}
              role="textbox"
            />
          }
          ErrorBoundary={LexicalErrorBoundary}
        />
      </Box>
      <HistoryPlugin />
      <ListPlugin />
      <LinkPlugin validateUrl={isAllowedLink} />
      <OnChangePlugin ignoreSelectionChange onChange={(state, editor) => onChange(htmlOf(editor, state))} />
    </LexicalComposer>
  );
}
