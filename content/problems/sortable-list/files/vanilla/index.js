const list = document.querySelector('.items');
const announcement = document.querySelector('[data-testid="announcement"]');

const items = ['Design review', 'Write tests', 'Fix login bug', 'Update docs', 'Release v2'];

function render() {
  list.replaceChildren(
    ...items.map((item) => {
      const li = document.createElement('li');
      li.className = 'item';
      li.setAttribute('draggable', 'true');
      const label = document.createElement('span');
      label.className = 'item-label';
      label.setAttribute('data-testid', 'item-label');
      label.textContent = item;
      const up = document.createElement('button');
      up.setAttribute('type', 'button');
      up.textContent = '↑';
      up.setAttribute('aria-label', `Move ${item} up`);
      const down = document.createElement('button');
      down.setAttribute('type', 'button');
      down.textContent = '↓';
      down.setAttribute('aria-label', `Move ${item} down`);
      li.append(label, up, down);
      return li;
    }),
  );
}

// TODO:
// - "Move … up" / "Move … down" move an item one place; disable them at the ends; keep focus
//   on the pressed button (or on the other one when the item reached an end)
// - drag and drop: dragstart on an item, dragover (preventDefault) and drop on another item
//   puts the dragged item at the drop target's position
// - after every move, announce "Moved <item> to position <n> of <total>." in the status element

render();
